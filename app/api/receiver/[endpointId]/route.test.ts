import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { tempDataDir } from "@/test/temp-store";

const dataDir = tempDataDir("receiver-route");
const { POST } = await import("./route");
const {
  createEndpoint,
  rotateCredentials,
  deleteEndpoint,
  listEndpoints,
  listEvents,
  getEvent,
  subscribe,
  getReceiver,
} = await import("@/lib/receiver/service");

afterAll(async () => {
  await (await getReceiver()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (endpointId: string, body: unknown, auth?: { username: string; password: string }) =>
  POST(
    new Request(`http://localhost/api/receiver/${endpointId}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(auth
          ? { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}` }
          : {}),
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ endpointId }) },
  );

const event = (id: string) => ({
  trigger: "message_sent",
  data: { message: { id } },
  appId: "route-app",
  region: "us",
  webhook: "wh",
});

describe("POST /api/receiver/[endpointId]", () => {
  it("stores deliveries to an endpoint made by createEndpoint, as listEvents shows", async () => {
    const issued = await createEndpoint("route-app", "Primary");
    expect(issued.endpoint).toMatchObject({
      appId: "route-app",
      name: "Primary",
      path: `/api/receiver/${issued.endpoint.id}`,
    });
    expect(await listEndpoints("route-app")).toEqual([issued.endpoint]);
    const seen: string[] = [];
    const unsubscribe = await subscribe((e) => seen.push(e.id));

    const res = await post(issued.endpoint.id, event("m1"), issued);
    expect(res.status).toBe(200);
    const { id } = await res.json();
    expect(seen).toEqual([id]);
    unsubscribe();
    expect((await getEvent(id))?.payload).toEqual(event("m1"));
    expect((await listEvents({ appId: "route-app" })).events.map((e) => e.id)).toEqual([id]);
    expect(await (await post(issued.endpoint.id, event("m1"), issued)).json()).toEqual({ duplicate: true });

    const missing = await post(issued.endpoint.id, event("m2"));
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Basic");
  });

  it("takes a rotation into account at once, with the old password kept for the grace period", async () => {
    const issued = await createEndpoint("route-app");
    const rotated = await rotateCredentials(issued.endpoint.id, 300);
    expect(rotated).toBeDefined();
    expect((await post(issued.endpoint.id, event("r1"), issued)).status).toBe(200);
    expect((await post(issued.endpoint.id, event("r2"), rotated)).status).toBe(200);
    const immediate = await rotateCredentials(issued.endpoint.id, 0);
    expect((await post(issued.endpoint.id, event("r3"), rotated)).status).toBe(401);
    expect((await post(issued.endpoint.id, event("r3"), immediate)).status).toBe(200);
  });

  it("answers 404 once an endpoint is deleted", async () => {
    const issued = await createEndpoint("route-app");
    expect((await post(issued.endpoint.id, event("d1"), issued)).status).toBe(200);
    expect(await deleteEndpoint(issued.endpoint.id)).toBe(true);
    expect((await post(issued.endpoint.id, event("d2"), issued)).status).toBe(404);
    expect(await deleteEndpoint(issued.endpoint.id)).toBe(false);
  });
});
