import { type SpawnOptions, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type E2eApp, e2e } from "./env";
import { knownCalls } from "./known-calls";

const dataDir = path.join(e2e.stateDir, "sandbox");
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  SANDBOX_PORT: String(e2e.sandboxPort),
  SANDBOX_DATA_DIR: dataDir,
  SANDBOX_MGMT_KEY: e2e.mgmt.key,
  SANDBOX_MGMT_SECRET: e2e.mgmt.secret,
  SANDBOX_RATE_LIMIT_STANDARD: "1000000",
};
const server = spawn("node_modules/.bin/tsx", ["sandbox/src/server.ts"], { env, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));

async function until(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

function run(command: string, args: string[], opts: SpawnOptions): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, opts);
    child.on("error", reject);
    child.on("exit", (code) => resolve(code));
  });
}

async function bootstrap() {
  await until(`${e2e.sandboxUrl}/healthz`);
  const res = await fetch(`${e2e.sandboxUrl}/mgmt/apps`, {
    method: "POST",
    headers: { "content-type": "application/json", key: e2e.mgmt.key, secret: e2e.mgmt.secret },
    body: JSON.stringify({ name: "E2E app", region: "eu" }),
  });
  if (!res.ok) throw new Error(`create app: ${res.status} ${await res.text()}`);
  const app = (await res.json()).data as {
    id: string;
    region: "eu";
    apiKeys: Record<string, { apiKey: string; scope: string }>;
  };
  const apiKey = Object.values(app.apiKeys).find((k) => k.scope === "fullAccess")?.apiKey ?? "";
  // Async: a blocked event loop misses the sandbox closing idle keep-alive sockets, then reuses a dead one.
  const seeded = await run(
    "node_modules/.bin/tsx",
    [
      "sandbox/src/seed/cli.ts",
      "--app",
      app.id,
      "--data-dir",
      dataDir,
      "--users",
      "40",
      "--groups",
      "6",
      "--messages",
      "400",
      "--calls",
      "240",
      "--days",
      "14",
      "--seed",
      "7",
    ],
    { env, stdio: "inherit" },
  );
  if (seeded !== 0) throw new Error("seeding failed");
  const calls = await knownCalls(e2e.sandboxUrl, app.region, app.id, apiKey);
  // A webhook with a password, so the key-leak check has one to look for.
  const hook = await fetch(`${e2e.sandboxUrl}/mgmt/apps/${app.id}/webhooks`, {
    method: "POST",
    headers: { "content-type": "application/json", key: e2e.mgmt.key, secret: e2e.mgmt.secret },
    body: JSON.stringify({
      id: "e2ehook",
      name: "E2E hook",
      webhookURL: "https://hooks.example.test/e2e",
      useBasicAuth: true,
      username: "e2e",
      password: e2e.webhookPassword,
      enabled: false,
    }),
  });
  if (!hook.ok) throw new Error(`create webhook: ${hook.status} ${await hook.text()}`);
  const deviceAuthToken = await notificationSecrets(app.id, app.region, apiKey);
  const out: E2eApp = { appId: app.id, region: app.region, apiKey, knownCalls: calls, deviceAuthToken };
  writeFileSync(e2e.appFile, JSON.stringify(out));
}

/** Credentials and a device token the leak sweep knows, so it can tell that none reaches the browser. */
async function notificationSecrets(appId: string, region: string, apiKey: string) {
  const call = async (method: string, p: string, body: unknown) => {
    const res = await fetch(`${e2e.sandboxUrl}/${region}/${appId}/api/v3${p}`, {
      method,
      headers: { "content-type": "application/json", apikey: apiKey },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: Record<string, unknown> };
  };
  const n = e2e.notifications;
  await call("PUT", "/notifications/sms/v1/providers/twilio", { twilioAuthToken: n.twilioToken });
  const auth = await call("POST", "/users/e2e-alice/auth_tokens", {});
  await call("POST", "/notifications/push/v1/tokens", {
    authToken: auth.data.authToken,
    platform: "fcm_android",
    fcmToken: n.devicePushToken,
  });
  return String(auth.data.authToken);
}

bootstrap().catch((e) => {
  console.error(e);
  server.kill();
  process.exit(1);
});
