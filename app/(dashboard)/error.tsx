"use client";

import { RouteError, type RouteErrorProps } from "@/components/route-error";

export default function DashboardError(props: RouteErrorProps) {
  return <RouteError {...props} title="This page could not be shown" />;
}
