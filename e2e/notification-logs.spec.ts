import { expect, type Page, test } from "@playwright/test";
import { chat, createUsers, runSuffix, sendText } from "./support/chat";
import { chatApi } from "./support/chat-api";
import { storageFile } from "./support/env";

test.describe.configure({ mode: "serial" });
test.use({ storageState: storageFile("admin") });

const s = runSuffix();
const [ana, ben, cy] = [`nl-a-${s}`, `nl-b-${s}`, `nl-c-${s}`];
const guid = `nl-g-${s}`;
const ids: Record<string, string> = {};
const SENDGRID = "/notifications/email/v1/providers/sendgrid";
let addedSendGrid = false;

// Email through SendGrid (which the sandbox does not call): ben has an address, cy muted the group.
test.beforeAll(async () => {
  await createUsers(ana, ben, cy);
  await chat("POST", "/groups", {
    guid,
    name: `Logs ${s}`,
    owner: ana,
    members: { participants: [ben, cy] },
  });
  await chat("PATCH", "/notifications/v1/contact-details", { email: `${ben}@example.com` }, ben);
  await chat("PUT", `/notifications/v1/preferences/mute?uid=${cy}`, {
    conversations: [{ type: "group", id: guid }],
  });
  const existing = await chatApi("GET", SENDGRID, { ok: [404] });
  if (existing.status === 404) {
    await chat("POST", SENDGRID, {
      sendGridApiKey: "SG.e2eLogsKeyE2eLogsKey.abcdefghijklmnop",
      sendGridTemplateID: "d-8284bb9646a040499d5cfa28d272a094",
      sendGridUnsubscribeGroupID: "33832",
      senderName: "Acme chat",
      senderEmail: "noreply@acme.example.com",
      allowEmailReplies: false,
    });
    addedSendGrid = true;
  }
  ids.direct = await sendText(ana, ben, "user", `direct ${s}`);
  ids.group = await sendText(ana, guid, "group", `group ${s}`);
});

// The notifications page's own tests set SendGrid up from nothing.
test.afterAll(async () => {
  if (addedSendGrid) await chat("DELETE", SENDGRID);
});

const table = (page: Page) => page.getByRole("table", { name: "Notification log entries, newest first" });
const rows = (page: Page) => table(page).locator("tbody tr");
const filters = (page: Page) => page.getByRole("search", { name: "Filter delivery logs" });

test("an admin lists the entries a message made, filters them by channel and outcome, and opens one", async ({
  page,
}) => {
  await page.goto("/notifications/logs");
  await expect(page.getByRole("heading", { name: "Delivery logs", level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  // The app may have more channels set up (the seed's): each test reads its own email entries.
  await page.goto(`/notifications/logs?sender=${ana}`);
  await expect(rows(page).filter({ hasText: cy })).not.toHaveCount(0);
  await filters(page).getByLabel("Channel").selectOption("email");
  await expect(page).toHaveURL(/[?&]channel=email/);
  // One email per recipient, newest first: ben and cy in the group, then ben one-on-one.
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(2)).toContainText("Sent");
  await expect(rows(page).nth(2)).toContainText(ids.direct as string);

  // Nobody here has a device: no push entry.
  await filters(page).getByLabel("Channel").selectOption("push");
  await expect(page).toHaveURL(/[?&]channel=push/);
  await expect(table(page).getByText("No log entry matches these filters")).toBeVisible();
  await page.goBack();
  await expect(rows(page)).toHaveCount(3);
  await expect(filters(page).getByLabel("Channel")).toHaveValue("email");
  await page.goForward();
  await expect(table(page).getByText("No log entry matches these filters")).toBeVisible();
  await page.goBack();
  await expect(rows(page)).toHaveCount(3);

  await filters(page).getByLabel("Outcome").selectOption("not-sent");
  await expect(rows(page)).toHaveCount(1);
  const muted = rows(page).first();
  await expect(muted).toContainText("Not sent: the user muted this conversation");
  await expect(muted).toContainText(cy);

  await muted.getByRole("cell").nth(1).click();
  const sheet = page.getByRole("dialog", { name: "Log entry" });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(/[?&]log=[0-9a-f]{24}/);
  await expect(sheet.getByRole("definition").filter({ hasText: "MUTE_PREFERENCE" })).toBeVisible();
  await expect(sheet).toContainText('"trigger": "email-notification-payload-generated"');
  await expect(sheet.getByRole("link", { name: `Recipient ${cy}` })).toHaveAttribute("href", `/users/${cy}`);
  await expect(sheet.getByRole("link", { name: `Message ${ids.group}` })).toHaveAttribute(
    "href",
    `/messages/${ids.group}`,
  );
  await expect(sheet.getByRole("link", { name: "Conversation" })).toHaveAttribute(
    "href",
    new RegExp(`^/messages\\?type=group&target=${guid}&as=${cy}&`),
  );
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]log=/);

  // The keyboard opens an entry as a click does.
  await rows(page).first().focus();
  await page.keyboard.press("Enter");
  await expect(sheet).toBeVisible();
});

test("a group member's entries are found through Conversation: Group, and the export holds what the list shows", async ({
  page,
}) => {
  await page.goto(`/notifications/logs?sender=${ana}&channel=email&recipient=${ben}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(ids.direct as string);
  await filters(page).getByLabel("Conversation").selectOption("group");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(ids.group as string);

  const qs = new URLSearchParams({
    params: JSON.stringify({ sender: ana, channel: "email" }),
    columns: "messageId,outcome",
  });
  const res = await page.request.get(`/api/export/notification-logs?${qs}`);
  expect(res.status()).toBe(200);
  const [header, ...lines] = (await res.text()).split("\r\n").slice(0, -1);
  expect(header).toBe("Message id,Outcome");
  expect(lines.sort()).toEqual(
    [
      `${ids.direct},Sent`,
      `${ids.group},Sent`,
      `${ids.group},Not sent: the user muted this conversation`,
    ].sort(),
  );
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });
  test("cannot open the delivery logs", async ({ page }) => {
    await page.goto("/notifications/logs");
    await expect(page.getByRole("heading", { name: "Delivery logs", level: 1 })).toHaveCount(0);
  });
});
