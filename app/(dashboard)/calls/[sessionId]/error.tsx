"use client";

import { RouteError, type RouteErrorProps } from "@/components/route-error";

export default function CallError(props: RouteErrorProps) {
  return (
    <RouteError
      {...props}
      title="This call could not be shown"
      back={{ href: "/calls", label: "Back to calls" }}
    />
  );
}
