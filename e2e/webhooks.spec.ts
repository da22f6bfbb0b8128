import { expect, type Page, test } from "@playwright/test";
import { e2e, e2eApp, storageFile } from "./support/env";
import { secretsIn, watchResponses } from "./support/leaks";
import { callAction } from "./support/server-action";

test.use({ storageState: storageFile("admin") });

const PASSWORD = "e2e-orders-pass-77f1";

async function mgmt(method: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e.sandboxUrl}/mgmt/apps/${e2eApp().appId}${path}`, {
    method,
    headers: { "content-type": "application/json", key: e2e.mgmt.key, secret: e2e.mgmt.secret },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: unknown } };
}

const subscribed = async (id: string) =>
  ((await mgmt("GET", `/webhooks/${id}/triggers?perPage=100`)).json.data as { id: string }[]).map(
    (t) => t.id,
  );

const family = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

/** A webhook pointed where nothing listens (port 9), so its deliveries fail at once. */
const FIX = "e2efixme";

async function failedTotal(id: string) {
  const { json } = await mgmt("GET", `/webhooks/${id}/deliveries?state=failed&perPage=1`);
  return (json as unknown as { meta: { pagination: { total: number } } }).meta.pagination.total;
}

async function sendText(text: string) {
  const app = e2eApp();
  const sent = await fetch(`${e2e.sandboxUrl}/${app.region}/${app.appId}/api/v3/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", apikey: app.apiKey, onBehalfOf: "e2e-alice" },
    body: JSON.stringify({ receiver: "e2e-bob", receiverType: "user", data: { text } }),
  });
  expect(sent.ok).toBe(true);
}

test.afterAll(async () => {
  await mgmt("DELETE", "/webhooks/e2eorders");
  await mgmt("DELETE", `/webhooks/${FIX}`);
});

test("bad input is refused with a clear message and creates nothing", async ({ page }) => {
  await page.goto("/webhooks/new");
  await page.getByLabel("Id", { exact: true }).fill("my hook");
  await page.getByLabel("Name", { exact: true }).fill("n".repeat(51));
  await page.getByLabel("URL", { exact: true }).fill("http://hooks.example.com/x");
  await page.getByRole("switch", { name: "Basic authentication" }).click();
  await page.getByRole("button", { name: "Create webhook" }).click();
  await expect(
    page.getByText("Use letters, digits, _ and - only (no spaces or other characters)."),
  ).toBeVisible();
  await expect(page.getByText("Use at most 50 characters.").first()).toBeVisible();
  await expect(page.getByText(/Use https: plain http is allowed only for localhost/)).toBeVisible();
  await expect(page.getByText("Enter a username.")).toBeVisible();
  await expect(page.getByText("Enter a password.")).toBeVisible();
  await expect(page).toHaveURL(/\/webhooks\/new$/);
  expect((await mgmt("GET", "/webhooks/myhook")).status).toBe(404);
});

test("the service's refusal of a taken id shows under the Id field, which gets the focus", async ({
  page,
}) => {
  const before = await mgmt("GET", "/webhooks/e2ehook");
  expect(before.status).toBe(200);
  await page.goto("/webhooks/new");
  const id = page.getByLabel("Id", { exact: true });
  // Valid for the browser's schema: only the service knows the id is taken.
  await id.fill("e2ehook");
  await page.getByLabel("Name", { exact: true }).fill("E2E duplicate");
  await page.getByLabel("URL", { exact: true }).fill("https://hooks.example.test/duplicate");
  await page.getByLabel("URL", { exact: true }).press("Enter");
  await expect(id).toHaveAttribute("aria-invalid", "true");
  await expect(id).toHaveAccessibleDescription(/A webhook with this id already exists\./);
  await expect(id).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The webhook was not saved: see the marked fields.")).toBeVisible();
  await expect(page).toHaveURL(/\/webhooks\/new$/);
  expect((await mgmt("GET", "/webhooks/e2ehook")).json.data).toEqual(before.json.data);
});

test("create with grouped triggers, edit as a diff, see deliveries, toggle and delete", async ({ page }) => {
  // One long journey through the whole area; the shared machine is slow under parallel builds.
  test.setTimeout(90_000);
  const seen = watchResponses(page);
  await page.goto("/webhooks");
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: /E2E hook/ })).toBeVisible();
  await page.getByRole("link", { name: "New webhook" }).click();

  await page.getByLabel("Id", { exact: true }).fill("e2eorders");
  await page.getByLabel("Name", { exact: true }).fill("E2E orders");
  // Plain http is allowed to loopback, for the sandbox; nothing listens on port 9, so deliveries fail.
  await page.getByLabel("URL", { exact: true }).fill("http://127.0.0.1:9/hook");
  await page.getByRole("switch", { name: "Retry on failure" }).click();
  await page.getByRole("switch", { name: "Basic authentication" }).click();
  await page.getByLabel("Username", { exact: true }).fill("ops");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);

  await family(page, "Messages").getByRole("checkbox", { name: "Messages (all)" }).check();
  for (const t of ["message_sent", "message_edited", "message_deleted"]) {
    await expect(family(page, "Messages").getByRole("checkbox", { name: t })).toBeChecked();
  }
  await family(page, "Calls").getByRole("checkbox", { name: "call_started" }).check();
  await expect(family(page, "Calls").getByRole("checkbox", { name: "Calls (all)" })).toBeChecked({
    indeterminate: true,
  });
  const warning = page.getByText("This webhook subscribes to every trigger");
  for (const f of ["Receipts and reactions", "Users", "Groups", "Calls", "Meetings", "Recordings"]) {
    await family(page, f)
      .getByRole("checkbox", { name: `${f} (all)` })
      .check();
  }
  await expect(warning).toBeVisible();
  for (const f of ["Receipts and reactions", "Users", "Groups", "Meetings", "Recordings"]) {
    await family(page, f)
      .getByRole("checkbox", { name: `${f} (all)` })
      .uncheck();
  }
  await family(page, "Calls").getByRole("checkbox", { name: "Calls (all)" }).uncheck();
  await family(page, "Calls").getByRole("checkbox", { name: "call_started" }).check();
  await expect(warning).toHaveCount(0);
  const createRequest = page.waitForRequest(
    (r) => r.method() === "POST" && Boolean(r.headers()["next-action"]),
  );
  await page.getByRole("button", { name: "Create webhook" }).click();
  const createActionId = (await createRequest).headers()["next-action"] ?? "";

  await expect(page).toHaveURL(/\/webhooks\/e2eorders$/);
  await expect(page.getByRole("heading", { name: "E2E orders", level: 1 })).toBeVisible();
  expect(await subscribed("e2eorders")).toEqual([
    "message_sent",
    "message_edited",
    "message_deleted",
    "call_started",
  ]);
  const stored = (await mgmt("GET", "/webhooks/e2eorders")).json.data;
  expect(stored).toMatchObject({ useBasicAuth: true, username: "ops", enabled: true, retryOnFailure: false });

  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByText("A password is stored; it is never shown.")).toBeVisible();
  await family(page, "Messages").getByRole("checkbox", { name: "message_deleted" }).uncheck();
  await family(page, "Recordings").getByRole("checkbox", { name: "Recordings (all)" }).check();
  await page.getByLabel("Name", { exact: true }).fill("E2E orders 2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved the webhook e2eorders.")).toBeVisible();
  expect(await subscribed("e2eorders")).toEqual([
    "message_sent",
    "message_edited",
    "call_started",
    "recording_generated",
  ]);
  expect((await mgmt("GET", "/webhooks/e2eorders")).json.data).toMatchObject({
    name: "E2E orders 2",
    useBasicAuth: true,
  });

  // The service answers a removal as a whole: removing what someone else removed changes nothing.
  await mgmt("DELETE", "/webhooks/e2eorders/triggers", { triggerIds: ["call_started"] });
  await family(page, "Calls").getByRole("checkbox", { name: "call_started" }).uncheck();
  await family(page, "Users").getByRole("checkbox", { name: "user_blocked" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  // The earlier save's toast may still show: wait for what the service holds instead.
  await expect
    .poll(() => subscribed("e2eorders"))
    .toEqual(["message_sent", "message_edited", "user_blocked", "recording_generated"]);
  await expect(family(page, "Calls").getByRole("checkbox", { name: "call_started" })).not.toBeChecked();
  await expect(page.getByRole("alert").filter({ hasText: "These trigger changes failed" })).toHaveCount(0);

  const app = e2eApp();
  const sent = await fetch(`${e2e.sandboxUrl}/${app.region}/${app.appId}/api/v3/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", apikey: app.apiKey, onBehalfOf: "e2e-alice" },
    body: JSON.stringify({ receiver: "e2e-bob", receiverType: "user", data: { text: "hello hooks" } }),
  });
  expect(sent.ok).toBe(true);
  const log = page.getByRole("table", { name: "Delivery attempts, newest first" });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(log.locator("tbody tr").first()).toContainText("message_sent", { timeout: 1_000 });
    await expect(log.locator("tbody tr").first()).toContainText("failed", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel("State").selectOption("delivered");
  await expect(page).toHaveURL(/state=delivered/);
  await expect(page.getByText("No delivered deliveries")).toBeVisible();

  await page.getByRole("link", { name: "← Webhooks" }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  const row = page.getByRole("row", { name: /E2E orders 2/ });
  // The health column fills in after the list draws and makes its rows taller: click once they have settled
  // (the list first: before it is drawn, the page it left has no "Reading deliveries…" either).
  await expect(row).toBeVisible();
  await expect(page.getByText("Reading deliveries…")).toHaveCount(0);
  await row.getByRole("switch", { name: "E2E orders 2 enabled" }).click();
  await expect(page.getByText("E2E orders 2 is disabled.")).toBeVisible();
  expect((await mgmt("GET", "/webhooks/e2eorders")).json.data).toMatchObject({ enabled: false });

  await row.getByRole("button", { name: "Delete E2E orders 2" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete webhook" }).click();
  await expect(page.getByText("Deleted the webhook E2E orders 2.")).toBeVisible();
  await expect(page.getByRole("row", { name: /E2E orders 2/ })).toHaveCount(0);
  expect((await mgmt("GET", "/webhooks/e2eorders")).status).toBe(404);

  const answer = await callAction(page, "/webhooks/new", createActionId, {
    id: "bad id",
    name: "n".repeat(51),
    webhookURL: "http://hooks.example.com/x",
    useBasicAuth: false,
    username: "",
    password: "",
    enabled: true,
    retryOnFailure: false,
    triggerIds: [],
  });
  expect(answer).toContain("Use letters, digits, _ and - only");
  expect(answer).toContain("Use https: plain http is allowed only");
  expect((await mgmt("GET", "/webhooks/bad%20id")).status).toBe(404);

  expect(secretsIn(await seen.bodies(), [PASSWORD])).toEqual([]);
});

test("a webhook that stopped delivering is found from the overview, fixed, and what failed is redelivered", async ({
  page,
}) => {
  // One journey: the overview, the list, the webhook's page, the fix, two redeliveries and the receiver's events.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await mgmt("DELETE", `/webhooks/${FIX}`);
  const created = await mgmt("POST", "/webhooks", {
    id: FIX,
    name: "E2E fix me",
    webhookURL: "http://127.0.0.1:9/hook",
    enabled: true,
  });
  expect(created.status).toBe(200);
  await mgmt("POST", `/webhooks/${FIX}/triggers`, { triggerIds: ["message_sent"] });
  try {
    const texts = ["first", "second"].map((n) => `fix me ${n} ${Date.now()}`);
    for (const text of texts) await sendText(text);
    await expect.poll(() => failedTotal(FIX), { timeout: 15_000 }).toBe(2);

    // The list tells a failing webhook at a glance: its last delivery, and its failures of the day.
    await page.goto("/webhooks");
    const listed = page.getByRole("row", { name: /E2E fix me/ });
    await expect(listed).toContainText("Failing");
    await expect(listed).toContainText("2 failed in 24 h");
    await expect(listed).toContainText(/Last: failed · \d{2} \w{3} \d{4}, \d{2}:\d{2}:\d{2}/);

    // The job, from the overview: the card is red and says so in words.
    await page.goto("/");
    const card = page.getByRole("region", { name: "Webhook deliveries, last 24 hours" });
    await expect(card.getByRole("status")).toHaveText(
      /^Deliveries are failing: \d+ webhooks? needs? attention\.$/,
    );
    const item = card.getByRole("listitem").filter({ hasText: "E2E fix me" });
    await expect(item).toContainText("Failing");
    await expect(item).toContainText("0 delivered · 2 failed · 0 pending");
    await item.getByRole("link", { name: "E2E fix me" }).click();

    // Why: the log comes first, and every column fits at 1440 px, the error readable in its column.
    await expect(page).toHaveURL(new RegExp(`/webhooks/${FIX}$`));
    const log = page.getByRole("table", { name: "Delivery attempts, newest first" });
    const rows = log.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Network error");
    for (const name of [
      "Queued (UTC)",
      "Trigger",
      "State",
      "Status",
      "Duration",
      "Error",
      "Attempts",
      "Next attempt",
    ]) {
      await expect(log.getByRole("columnheader", { name, exact: true })).toBeInViewport();
    }
    const spill = await log.evaluate((table) => {
      const box = table.closest<HTMLElement>('[data-slot="table-container"]');
      const doc = document.documentElement;
      return { table: box ? box.scrollWidth - box.clientWidth : -1, page: doc.scrollWidth - doc.clientWidth };
    });
    expect(spill.table, "the log fits its column").toBeLessThanOrEqual(0);
    expect(spill.page, "the page does not scroll sideways").toBeLessThanOrEqual(0);

    // The fix: this dashboard's own receiver, with Basic auth, then a test event to see it take events.
    await page.getByRole("button", { name: "Receive in this dashboard" }).click();
    await expect(page.getByLabel("URL", { exact: true })).toHaveValue(/\/api\/receiver\/ep_/);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`Saved the webhook ${FIX}.`)).toBeVisible();
    expect((await mgmt("GET", `/webhooks/${FIX}`)).json.data).toMatchObject({
      useBasicAuth: true,
      webhookURL: expect.stringContaining("/api/receiver/ep_"),
    });
    const tester = page.getByRole("region", { name: "Send a test event" });
    await tester.getByRole("button", { name: "Send test event" }).click();
    await expect(tester.getByText(/^Stored as event \d+\.$/)).toBeVisible();

    // What failed is sent again by the sandbox's worker: one from its row, then the rest after a confirmation.
    await rows
      .last()
      .getByRole("button", { name: /^Redeliver delivery \d+$/ })
      .click();
    await expect(page.getByText(/^Delivery \d+ is being sent again\.$/)).toBeVisible();
    await expect(rows.last()).toContainText("delivered", { timeout: 15_000 });
    await page.getByRole("button", { name: "Redeliver failed (1)" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Redeliver 1 failed delivery?" })).toBeVisible();
    await expect(dialog).toContainText("/api/receiver/ep_");
    await dialog.getByRole("button", { name: "Redeliver 1 failed delivery" }).click();
    await expect(
      page.getByText(`1 failed delivery of the webhook ${FIX} will be sent again now.`),
    ).toBeVisible();
    await expect(rows.filter({ hasText: "delivered" })).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Redeliver failed", exact: true })).toBeDisabled();
    expect(await failedTotal(FIX)).toBe(0);

    // Both events reached the receiver, and the card no longer calls the webhook failing.
    await page.goto("/events");
    for (const text of texts) await expect(page.getByRole("row", { name: new RegExp(text) })).toBeVisible();
    await page.goto("/");
    await expect(card.getByRole("listitem").filter({ hasText: "E2E fix me" })).toContainText("Delivering");
  } finally {
    // Later tests of this world send messages: none may reach this webhook's receiver.
    await mgmt("DELETE", `/webhooks/${FIX}`);
  }
});

test("the dashboard's own receiver can fill in the URL and Basic auth", async ({ page }) => {
  await page.goto("/webhooks/new");
  await page.getByLabel("Id", { exact: true }).fill("e2erecv");
  await page.getByRole("button", { name: "Receive in this dashboard" }).click();
  await expect(page.getByLabel("URL", { exact: true })).toHaveValue(/\/api\/receiver\//);
  await expect(page.getByRole("switch", { name: "Basic authentication" })).toBeChecked();
  await expect(page.getByLabel("Username", { exact: true })).not.toHaveValue("");
  await expect(page.getByLabel("Password", { exact: true })).not.toHaveValue("");
  await expect(page.getByText(/Use https: plain http/)).toHaveCount(0);
});

test("a webhook that does not exist is a 404 page", async ({ page }) => {
  expect((await page.goto("/webhooks/nosuchhook"))?.status()).toBe(404);
});

test("viewers and moderators may not open webhooks", async ({ browser }) => {
  for (const role of ["viewer", "moderator"] as const) {
    const page = await (await browser.newContext({ storageState: storageFile(role) })).newPage();
    expect((await page.goto("/webhooks"))?.status()).toBe(403);
    await page.context().close();
  }
});
