import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { emit } from "../src/core/events";
import { createManualClock } from "../src/delivery/scheduler";
import type { Resolve } from "../src/delivery/target";
import { createDeliveryWorker } from "../src/delivery/worker";
import { expectError } from "./answers";
import { makeSandbox, type Sandbox } from "./harness";
import { base, createHook, hookRows, hooksPath } from "./webhook-helpers";
import { startReceiver } from "./webhook-receiver";

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe("a webhook's URL on create and update", () => {
  const refused: [string, string, RegExp][] = [
    ["the cloud metadata address", "http://169.254.169.254/latest", /link-local or reserved address/],
    ["a private address over https", "https://10.0.0.5/hook", /\(10\.0\.0\.5\)/],
    ["IPv4-mapped metadata", "https://[::ffff:169.254.169.254]/hook", /reserved address/],
    ["NAT64 of a private host", "https://[64:ff9b::c0a8:101]/hook", /reserved address/],
    ["this network", "http://0.0.0.0:8080/hook", /\(0\.0\.0\.0\)/],
    ["plain http to another machine", "http://hooks.example.com/hook", /must use https/],
    ["the sandbox's own port, by name", "http://localhost:4100/hook", /the sandbox itself/],
    ["the sandbox's own port, by address", "http://127.0.0.1:4100/hook", /the sandbox itself/],
  ];

  for (const [what, url, message] of refused) {
    it(`refuses ${what} on create with a 400 on webhookURL, storing nothing`, async () => {
      const s = makeSandbox();
      s.deps.config.port = 4100;
      const res = await s.mgmt("POST", hooksPath(s), { body: { ...base, webhookURL: url } });
      const err = expectError(res, 400, "ERR_BAD_REQUEST");
      expect(err.message).toMatch(/webhookURL: /);
      expect(err.details?.webhookURL?.[0]).toMatch(message);
      expect(hookRows(s)).toEqual([]);
    });

    it(`refuses ${what} on update, changing nothing`, async () => {
      const s = makeSandbox();
      s.deps.config.port = 4100;
      await createHook(s);
      const before = hookRows(s);
      const res = await s.mgmt("PUT", `${hooksPath(s)}/orders1`, { body: { webhookURL: url } });
      expect(expectError(res, 400, "ERR_BAD_REQUEST").details?.webhookURL?.[0]).toMatch(message);
      expect(hookRows(s)).toEqual(before);
    });
  }

  it("accepts https to a public name (resolved or not yet), and http to this machine on another port", async () => {
    const s = makeSandbox();
    s.deps.config.port = 4100;
    for (const [id, webhookURL] of [
      ["unresolved", "https://hooks.example.test/e2e"],
      ["public", "https://93.184.216.34/hook"],
      ["local", "http://127.0.0.1:3000/api/receiver/ep_1"],
      ["named", "http://localhost:3000/hook"],
    ])
      expect((await createHook(s, { ...base, id, webhookURL })).webhookURL).toBe(webhookURL);
    const moved = await s.mgmt("PUT", `${hooksPath(s)}/local`, {
      body: { webhookURL: "http://[::1]:3001/hook" },
    });
    expect(moved.status).toBe(200);
  });
});

/** An HTTP server on 127.0.0.2 only: reaching it proves the connection went where the checked lookup said. */
async function startPinnedReceiver() {
  const seen: { headers: IncomingHttpHeaders; localAddress: string | undefined }[] = [];
  const server = createServer((req, res) => {
    seen.push({ headers: req.headers, localAddress: req.socket.localAddress });
    req.resume();
    req.on("end", () => res.writeHead(200).end("ok"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { port: (server.address() as AddressInfo).port, seen };
}

function deliveryRig(s: Sandbox, resolve?: Resolve) {
  const clock = createManualClock(s.deps.now());
  s.deps.now = clock.now;
  const worker = createDeliveryWorker({ db: s.db, now: clock.now, scheduler: clock.scheduler, resolve });
  closers.push(() => worker.stop());
  return worker;
}

async function fireOne(s: Sandbox, worker: ReturnType<typeof createDeliveryWorker>, hookId: string) {
  await s.mgmt("POST", `${hooksPath(s)}/${hookId}/triggers`, { body: { triggerIds: ["message_sent"] } });
  s.db.transaction(() => emit(s.deps, s.app, "message_sent", { message: { id: "1" } }))();
  worker.kick();
  await worker.idle();
}

const outcome = (s: Sandbox) => ({
  outbox: s.db.prepare("SELECT state, attempts FROM outbox").all(),
  errors: s.db.prepare("SELECT status, error FROM delivery_attempts ORDER BY id").all(),
});

describe("a webhook delivery's connection", () => {
  it("goes to the address its name resolved to once, checked, keeping the name in the Host header", async () => {
    const receiver = await startPinnedReceiver();
    const s = makeSandbox();
    // The first answer is checked and connected to; any second resolution would lead to a private address.
    const asked: string[] = [];
    const resolve: Resolve = async (hostname) => {
      asked.push(hostname);
      return [{ address: asked.length === 1 ? "127.0.0.2" : "10.0.0.1" }];
    };
    const worker = deliveryRig(s, resolve);
    const url = `http://rebind.localhost:${receiver.port}/hook`;
    await createHook(s, { ...base, webhookURL: url });
    await fireOne(s, worker, "orders1");

    expect(asked).toEqual(["rebind.localhost"]);
    expect(receiver.seen).toEqual([
      {
        headers: expect.objectContaining({ host: `rebind.localhost:${receiver.port}` }),
        localAddress: "127.0.0.2",
      },
    ]);
    expect(outcome(s)).toEqual({
      outbox: [{ state: "delivered", attempts: 1 }],
      errors: [{ status: 200, error: null }],
    });
  });

  it("is refused when the name resolves to a private address at send time, failing at once without retries", async () => {
    const receiver = await startReceiver();
    closers.push(() => receiver.close());
    const s = makeSandbox();
    const worker = deliveryRig(s, async () => [{ address: "127.0.0.1" }, { address: "169.254.169.254" }]);
    await createHook(s, {
      ...base,
      webhookURL: `http://hooks.localhost:${receiver.port}/hook`,
      retryOnFailure: true,
    });
    await fireOne(s, worker, "orders1");

    expect(receiver.received).toEqual([]);
    expect(outcome(s)).toEqual({
      outbox: [{ state: "failed", attempts: 1 }],
      errors: [
        {
          status: null,
          error:
            "Not sent: hooks.localhost points at a private, link-local or reserved address (169.254.169.254).",
        },
      ],
    });
  });

  it("is refused for a URL stored before URLs were checked", async () => {
    const s = makeSandbox();
    const worker = deliveryRig(s);
    await createHook(s, { ...base, retryOnFailure: true });
    s.db.prepare("UPDATE webhooks SET webhook_url = 'http://169.254.169.254/latest/meta-data'").run();
    await fireOne(s, worker, "orders1");
    expect(outcome(s)).toEqual({
      outbox: [{ state: "failed", attempts: 1 }],
      errors: [
        {
          status: null,
          error:
            "Not sent: the URL must not point at a private, link-local or reserved address (169.254.169.254).",
        },
      ],
    });
  });

  it("does not lead back to the sandbox's own port", async () => {
    const receiver = await startReceiver();
    closers.push(() => receiver.close());
    const s = makeSandbox();
    const clock = createManualClock(s.deps.now());
    s.deps.now = clock.now;
    const worker = createDeliveryWorker({
      db: s.db,
      now: clock.now,
      scheduler: clock.scheduler,
      ownPort: receiver.port,
      resolve: async () => [{ address: "127.0.0.1" }],
    });
    closers.push(() => worker.stop());
    // Saved as another port; the row now names the port the sandbox listens on, through a name.
    await createHook(s, { ...base, webhookURL: "http://self.localhost:1/hook" });
    s.db.prepare("UPDATE webhooks SET webhook_url = ?").run(`http://self.localhost:${receiver.port}/hook`);
    await fireOne(s, worker, "orders1");
    expect(receiver.received).toEqual([]);
    expect(outcome(s).errors).toEqual([
      { status: null, error: "Not sent: the URL must not point at the sandbox itself." },
    ]);
  });
});
