import { getReceiver } from "@/lib/receiver/service";

// Deliveries are stored, never cached; the store needs Node.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function POST(req: Request, ctx: { params: Promise<{ endpointId: string }> }) {
  const { endpointId } = await ctx.params;
  let receiver: Awaited<ReturnType<typeof getReceiver>>;
  try {
    receiver = await getReceiver();
  } catch (err) {
    // The service retries a 503; a 500 would say the delivery itself was at fault.
    console.error("[receiver] the store is not available:", err);
    const error = { code: "store_unavailable", message: "The event could not be stored." };
    return Response.json({ error }, { status: 503 });
  }
  return receiver.handle(req, endpointId);
}
