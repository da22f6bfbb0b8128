import { expect, test } from "@playwright/test";
import { e2e, e2eApp, storageFile } from "./support/env";
import { secretsIn, watchResponses } from "./support/leaks";

test.use({ storageState: storageFile("admin") });

const KEY = "SG.e2e-provider-key-4c1d-9QZX";
const PATH = "/notifications/email/v1/providers/emailprovider";

async function stored() {
  const app = e2eApp();
  const res = await fetch(`${e2e.sandboxUrl}/${app.region}/${app.appId}/api/v3${PATH}`, {
    method: "GET",
    headers: { apikey: app.apiKey },
  });
  return {
    status: res.status,
    data: res.ok ? ((await res.json()) as { data: Record<string, unknown> }).data : undefined,
  };
}

test.beforeAll(async () => {
  const app = e2eApp();
  await fetch(`${e2e.sandboxUrl}/${app.region}/${app.appId}/api/v3${PATH}`, {
    method: "DELETE",
    headers: { apikey: app.apiKey },
  });
});

test("store the settings: bad input is refused inline, the key is masked by the server and kept when blank", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const seen = watchResponses(page);
  // The page moved into the notifications area; its old address leads there.
  await page.goto("/email");
  await expect(page).toHaveURL(/\/notifications\/email$/);
  await expect(page.getByRole("heading", { name: "Email settings", level: 1 })).toBeVisible();
  await expect(page.getByText("Not configured yet")).toBeVisible();

  await page.getByRole("button", { name: "Store settings" }).click();
  await expect(page.getByText("Enter the provider API key.")).toBeVisible();
  await expect(page.getByText("Enter the sender name.")).toBeVisible();

  await page.getByLabel("Provider API key").fill(KEY);
  await page.getByLabel("Template id").fill("d-e2e-template");
  await page.getByLabel("Unsubscribe group id").fill("4242");
  await page.getByLabel("Sender name").fill("E2E Notifier");
  await page.getByLabel("Sender email").fill("not an address");
  await page.getByRole("switch", { name: "Allow replies" }).click();
  await page.getByRole("button", { name: "Store settings" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(
    page.getByText("Enter the address replies go to: it is required when replies are allowed."),
  ).toBeVisible();
  await expect(page.getByLabel("Reply address")).toHaveAttribute("aria-invalid", "true");
  expect((await stored()).status).toBe(404);

  await page.getByLabel("Sender email").fill("notify@e2e.test");
  await page.getByLabel("Reply address").fill("replies@e2e.test");
  await page.getByRole("button", { name: "Store settings" }).click();
  await expect(page.getByText("The email settings are stored.")).toBeVisible();

  const card = page.getByRole("region", { name: "Stored settings" });
  await expect(card).toContainText("••••9QZX");
  await expect(card).toContainText("E2E Notifier <notify@e2e.test>");
  await expect(card).toContainText("Allowed, sent to replies@e2e.test");
  const s = await stored();
  expect(s.data).toMatchObject({ providerApiKey: KEY, senderEmailForReplies: "replies@e2e.test" });
  await expect(card.getByText(String(s.data?.repliesWebhook))).toBeVisible();
  await card.getByRole("button", { name: "Copy replies webhook" }).click();
  await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(s.data?.repliesWebhook);

  await page.reload();
  await expect(page.getByLabel("Sender name")).toHaveValue("E2E Notifier");
  await expect(page.getByLabel("Provider API key")).toHaveValue("");
  await expect(page.getByText(/Stored: ••••9QZX\. Leave blank to keep it/)).toBeVisible();
  await page.getByLabel("Sender name").fill("E2E Notifier 2");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The email settings are saved.")).toBeVisible();
  expect((await stored()).data).toMatchObject({ senderName: "E2E Notifier 2", providerApiKey: KEY });

  expect(secretsIn(await seen.bodies(), [KEY])).toEqual([]);
});

test("viewers may not open email settings", async ({ browser }) => {
  const page = await (await browser.newContext({ storageState: storageFile("viewer") })).newPage();
  expect((await page.goto("/notifications/email"))?.status()).toBe(403);
  await page.context().close();
});
