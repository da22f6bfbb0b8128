import { downloadResponse, refusalPage } from "@/lib/data-exports/download";
import { route } from "@/lib/route";

// Reads the store and a file on every request, never cached; both need Node.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const download = route<{ token: string }>({ minRole: "viewer", audit: "exports.download" }, downloadResponse);

/** A browser that followed the link gets a page saying why it cannot download; a script gets the JSON error. */
export async function GET(req: Request, segment: { params: Promise<{ token: string }> }): Promise<Response> {
  return refusalPage(req, await download(req, segment));
}
