"use client";

import { RouteError, type RouteErrorProps } from "@/components/route-error";

export default function UserError(props: RouteErrorProps) {
  return (
    <RouteError
      {...props}
      title="This user could not be shown"
      back={{ href: "/users", label: "Back to users" }}
    />
  );
}
