"use client";

import { RouteError, type RouteErrorProps } from "@/components/route-error";

/** Unexpected failures of the user page; the service's own refusals are shown by the page with their message. */
export default function UserError(props: RouteErrorProps) {
  return (
    <RouteError
      {...props}
      title="This user could not be shown"
      back={{ href: "/users", label: "Back to users" }}
    />
  );
}
