import { getReceiver } from "@/lib/receiver/service";

// Deliveries are stored, never cached; the store needs Node.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The service's webhook deliveries: checked and stored by `lib/receiver`. */
export async function POST(req: Request, ctx: { params: Promise<{ endpointId: string }> }) {
  const { endpointId } = await ctx.params;
  return (await getReceiver()).handle(req, endpointId);
}
