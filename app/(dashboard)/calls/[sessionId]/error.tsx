"use client";

import { RouteError, type RouteErrorProps } from "@/components/route-error";

/** Unexpected failures of the call page; errors of the service itself are shown by the page with their message. */
export default function CallError(props: RouteErrorProps) {
  return (
    <RouteError
      {...props}
      title="This call could not be shown"
      back={{ href: "/calls", label: "Back to calls" }}
    />
  );
}
