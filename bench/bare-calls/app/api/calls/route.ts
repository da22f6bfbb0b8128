// Forwards page and perPage to the sandbox's calls list with the key, which stays on the server.
export const dynamic = "force-dynamic";

export async function GET(req: Request) {
  const target = process.env.BARE_CALLS_URL;
  if (!target) return Response.json({ error: "BARE_CALLS_URL is not set" }, { status: 503 });
  const url = new URL(target);
  const query = new URL(req.url).searchParams;
  for (const k of ["page", "perPage"]) {
    const v = query.get(k);
    if (v) url.searchParams.set(k, v);
  }
  const res = await fetch(url, {
    headers: { apikey: process.env.BARE_API_KEY ?? "", accept: "application/json" },
    cache: "no-store",
  });
  return new Response(res.body, { status: res.status, headers: { "content-type": "application/json" } });
}
