import { findExport } from "@/lib/exports/registry";
import { exportResponse } from "@/lib/exports/respond";
import { route } from "@/lib/route";

// Reads the service and the store on every request, never cached; the store needs Node.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = route<{ list: string }>(
  { minRole: ({ list }) => findExport(list)?.minRole ?? "viewer", audit: "exports.csv" },
  exportResponse,
);
