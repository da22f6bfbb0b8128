"use client";

import { RouteError, type RouteErrorProps } from "@/components/route-error";

/** Shown inside the dashboard layout, so the navigation stays usable when a page fails. */
export default function DashboardError(props: RouteErrorProps) {
  return <RouteError {...props} title="This page could not be shown" />;
}
