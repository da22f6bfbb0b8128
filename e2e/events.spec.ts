import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { createUsers, runSuffix, sendText } from "./support/chat";
import { e2e, e2eApp, storageFile } from "./support/env";
import { mgmt } from "./support/mgmt";
import { createEndpoint } from "./support/receiver";

test.use({ storageState: storageFile("admin") });

const HOOK_ID = "e2einspector";

test.afterAll(async () => {
  await mgmt("DELETE", `/webhooks/${HOOK_ID}`);
  await mgmt("DELETE", "/webhooks/e2erecv");
});

test("the live stream refuses a visitor without a session", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const res = await context.request.get("/api/events/stream");
  expect(res.status()).toBe(401);
  await context.close();
});

test("a delivery from the sandbox appears live, opens, replays and a test event follows", async ({
  page,
}) => {
  // An endpoint, live arrivals, the detail, two replays and two test events: longer than one page's test.
  test.setTimeout(60_000);
  const suffix = runSuffix();
  const issued = await createEndpoint(page, `E2E inspector ${suffix}`);
  expect(issued.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${e2e.port}/api/receiver/ep_`));
  expect(issued.password.length).toBeGreaterThanOrEqual(32);
  await expect(page.getByText(issued.password)).toHaveCount(0);

  await mgmt("DELETE", `/webhooks/${HOOK_ID}`);
  await mgmt("POST", "/webhooks", {
    id: HOOK_ID,
    name: "E2E inspector",
    webhookURL: issued.url,
    useBasicAuth: true,
    username: issued.username,
    password: issued.password,
    enabled: true,
    retryOnFailure: true,
  });
  await mgmt("POST", `/webhooks/${HOOK_ID}/triggers`, { triggerIds: ["message_sent"] });

  await page.goto("/events");
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  const [alice, bob] = [`ev-a-${suffix}`, `ev-b-${suffix}`];
  await createUsers(alice, bob);
  const text = `inspector hello ${suffix}`;
  await sendText(alice, bob, "user", text);

  const row = page.getByRole("row", { name: new RegExp(text) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText("new", { exact: true })).toBeVisible();
  await expect(row.getByText(HOOK_ID)).toBeVisible();
  await expectAccessible(page, "events inspector");

  await page.getByRole("button", { name: "Pause" }).click();
  const held = `inspector held ${suffix}`;
  await sendText(bob, alice, "user", held);
  await expect(page.getByRole("status").filter({ hasText: "1 new event(s) waiting" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("row", { name: new RegExp(held) })).toHaveCount(0);
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByRole("row", { name: new RegExp(held) })).toBeVisible();

  await page.getByLabel("Family").selectOption("calls");
  await expect(page).toHaveURL(/family=calls/);
  await expect(page.getByRole("row", { name: new RegExp(text) })).toHaveCount(0);
  await page
    .getByRole("search", { name: "Event filters" })
    .getByRole("button", { name: "Clear filters" })
    .click();
  await expect(page).not.toHaveURL(/family=/);

  await page
    .getByRole("row", { name: new RegExp(text) })
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { name: "message_sent", level: 1 })).toBeVisible();
  await expect(page.locator("pre")).toContainText(`"text": "${text}"`);
  await expect(page.locator("pre")).toContainText(`"webhook": "${HOOK_ID}"`);
  await expect(page.getByText("content-type", { exact: true })).toBeVisible();
  await expect(page.getByText("authorization", { exact: true })).toHaveCount(0);
  await expect(page.getByText(issued.username)).toHaveCount(0);
  await expectAccessible(page, "event detail");
  await page.getByLabel("Replay to URL").fill("http://example.com");
  await page.getByRole("button", { name: "Replay" }).click();
  await expect(page.getByText(/Refused: Use https: plain http is allowed only/)).toBeVisible();
  await page.getByLabel("Replay to URL").fill("http://127.0.0.1:9/x");
  await page.getByRole("button", { name: "Replay" }).click();
  await expect(page.getByText(/No answer in \d+ ms: The receiver could not be reached/)).toBeVisible();

  await page.getByRole("link", { name: "← Events" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  await page.getByLabel("Test trigger").selectOption("group_member_scope_changed");
  await page
    .getByLabel("Send to")
    .selectOption({ label: `E2E inspector ${suffix} (${issued.url.split("/").pop()})` });
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText(/^Stored as event \d+\.$/)).toBeVisible();
  await expect(page.getByRole("link", { name: /group_member_scope_changed/ }).first()).toBeVisible();

  await page.getByLabel("Test trigger").selectOption("call_ended");
  await page.getByLabel("Send to").selectOption({ label: `E2E inspector → ${issued.url}` });
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(page.getByText(/^Stored as event \d+\.$/)).toBeVisible();
  await expect(page.getByRole("row", { name: /call_ended/ }).first()).toContainText(HOOK_ID);
});

test("an unknown event id is not found", async ({ page }) => {
  const res = await page.goto("/events/999999999");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect((await page.goto("/events/not-an-id"))?.status()).toBe(404);
});

test("credentials rotate with a grace period, and an endpoint is deleted after confirmation", async ({
  page,
}) => {
  const name = `E2E rotate ${runSuffix()}`;
  const first = await createEndpoint(page, name);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await row.getByRole("button", { name: `Rotate ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Old password still accepted for").selectOption({ label: "1 hour" });
  await dialog.getByRole("button", { name: "Rotate credentials" }).click();
  const next = await dialog.getByLabel("Password", { exact: true }).inputValue();
  expect(next).not.toBe(first.password);
  expect(await dialog.getByLabel("URL", { exact: true }).inputValue()).toBe(first.url);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(row.getByRole("cell").nth(4)).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2}$/);

  const post = (password: string) =>
    fetch(first.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from(`${first.username}:${password}`).toString("base64")}`,
      },
      body: JSON.stringify({ trigger: "user_blocked", data: { n: Math.random() }, appId: e2eApp().appId }),
    });
  expect((await post(first.password)).status).toBe(200);
  expect((await post(next)).status).toBe(200);
  expect((await post("wrong")).status).toBe(401);

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete endpoint" }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  expect((await post(next)).status).toBe(404);
});

test("the webhook form fills in a receiver endpoint of this dashboard", async ({ page }) => {
  await mgmt("DELETE", "/webhooks/e2erecv");
  await page.goto("/webhooks/new");
  await page.getByLabel("Id", { exact: true }).fill("e2erecv");
  await page.getByLabel("Name", { exact: true }).fill("E2E receive here");
  await page.getByRole("button", { name: "Receive in this dashboard" }).click();
  await expect(page.getByLabel("URL", { exact: true })).toHaveValue(
    new RegExp(`^http://127\\.0\\.0\\.1:${e2e.port}/api/receiver/ep_`),
  );
  await expect(page.getByRole("switch", { name: "Basic authentication" })).toBeChecked();
  await expect(page.getByLabel("Username", { exact: true })).toHaveValue(/^hook_/);
  await page.getByRole("button", { name: "Create webhook" }).click();
  await expect(page).toHaveURL(/\/webhooks\/e2erecv$/);
  const stored = (await (await mgmt("GET", "/webhooks/e2erecv")).json()) as {
    data: { webhookURL: string; useBasicAuth: boolean; username: string };
  };
  expect(stored.data.webhookURL).toMatch(/\/api\/receiver\/ep_/);
  expect(stored.data).toMatchObject({ useBasicAuth: true, username: expect.stringMatching(/^hook_/) });
  await page.goto("/events/receivers");
  await expect(page.getByRole("row", { name: /Webhook e2erecv/ })).toBeVisible();
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("the inspector is readable, but endpoints and test events are for admins", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send test event" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Receiver endpoints" })).toHaveCount(0);
    expect((await page.goto("/events/receivers"))?.status()).toBe(403);
  });
});

test("a live feed that reconnects with Last-Event-ID gets what was stored meanwhile, in order", async ({
  page,
  context,
}) => {
  const suffix = runSuffix();
  const issued = await createEndpoint(page, `E2E reconnect ${suffix}`);
  const deliver = async (text: string) => {
    const res = await fetch(issued.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from(`${issued.username}:${issued.password}`).toString("base64")}`,
      },
      body: JSON.stringify({
        trigger: "message_sent",
        data: { message: { id: `m-${text}`, data: { text } } },
        appId: e2eApp().appId,
        region: e2eApp().region,
        webhook: "e2e-reconnect",
      }),
    });
    expect(res.status).toBe(200);
  };
  const cookie = (await context.cookies())
    .filter((c) => c.domain === "127.0.0.1")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  const stream = async (lastEventId: string | undefined, done: (text: string) => boolean) => {
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${e2e.port}/api/events/stream`, {
      headers: {
        cookie,
        accept: "text/event-stream",
        ...(lastEventId ? { "last-event-id": lastEventId } : {}),
      },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const deadline = Date.now() + 15_000;
    while (!done(text) && Date.now() < deadline) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      text += decoder.decode(value);
    }
    abort.abort();
    return text;
  };

  await deliver(`before the cut ${suffix}`);
  const first = await stream(undefined, (t) => /^id: \d+\n\n/m.test(t));
  const resumeAt = /^id: (\d+)\n\n/m.exec(first)?.[1];
  expect(resumeAt).toBeDefined();

  const missed = [`missed one ${suffix}`, `missed two ${suffix}`];
  for (const text of missed) await deliver(text);
  const replay = await stream(resumeAt, (t) => t.includes(missed[1] ?? ""));
  // Other tests' deliveries to the shared app may come along; this test's are the ones with its suffix.
  const texts = [...replay.matchAll(/"text":"([^"]+)"/g)].map((m) => m[1]).filter((t) => t?.includes(suffix));
  expect(texts).toEqual(missed);
  expect(replay).not.toContain("before the cut");
});
