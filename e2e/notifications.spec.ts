import { generateKeyPairSync } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { chat, createUsers, runSuffix } from "./support/chat";
import { chatApi } from "./support/chat-api";
import { storageFile } from "./support/env";
import { pick } from "./support/picker";
import { createEndpoint } from "./support/receiver";

test.describe.configure({ mode: "serial" });
test.use({ storageState: storageFile("admin") });

const SINGLE = [
  "/notifications/push/v1/providers/custom",
  "/notifications/sms/v1/providers/twilio",
  "/notifications/sms/v1/providers/custom",
  "/notifications/email/v1/providers/sendgrid",
  "/notifications/email/v1/providers/custom",
];

// The demo data sets providers up; these tests set each one up from nothing.
test.beforeAll(async () => {
  for (const platform of ["fcm", "apns"]) {
    const path = `/notifications/push/v1/providers/${platform}`;
    const { body } = await chatApi<{ data: { pushProviders: { providerId: string }[] } }>("GET", path);
    for (const p of body.data.pushProviders) await chat("DELETE", `${path}/${p.providerId}`);
  }
  for (const path of SINGLE) await chatApi("DELETE", path, { ok: [404] });
});

const key = (type: "rsa" | "ec") =>
  (type === "rsa"
    ? generateKeyPairSync("rsa", { modulusLength: 2048 })
    : generateKeyPairSync("ec", { namedCurve: "prime256v1" })
  ).privateKey.export({ type: "pkcs8", format: "pem" }) as string;
const RSA = key("rsa");
const EC = key("ec");
const account = (projectId: string) =>
  JSON.stringify({
    type: "service_account",
    project_id: projectId,
    private_key_id: "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678",
    private_key: RSA,
    client_email: `firebase-adminsdk@${projectId}.iam.gserviceaccount.com`,
  });
const file = (name: string, text: string) => ({
  name,
  mimeType: "application/octet-stream",
  buffer: Buffer.from(text),
});

async function addFcm(page: Page, content: { name: string; text: string }, providerId = "") {
  await page.getByRole("button", { name: "Add FCM provider" }).click();
  const dialog = page.getByRole("dialog", { name: "Add an FCM provider" });
  await dialog.getByLabel("Service account file").setInputFiles(file(content.name, content.text));
  if (providerId) await dialog.getByLabel("Provider id").fill(providerId);
  await dialog.getByRole("button", { name: "Add provider" }).click();
  return dialog;
}

const fcmTable = (page: Page) => page.getByRole("table", { name: "Firebase Cloud Messaging (FCM)" });
const apnsTable = (page: Page) => page.getByRole("table", { name: "Apple Push Notification service (APNs)" });

test("an admin adds FCM providers from the service account file, refuses a malformed one, and moves the default", async ({
  page,
}) => {
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();

  let dialog = await addFcm(page, { name: "service-account.json", text: "{not json" });
  await expect(dialog.getByText("service-account.json is not JSON")).toBeVisible();
  await dialog
    .getByLabel("Service account file")
    .setInputFiles(file("other.json", JSON.stringify({ project_id: "x" })));
  await dialog.getByRole("button", { name: "Add provider" }).click();
  await expect(dialog.getByText(/other\.json is not a Firebase service account/)).toBeVisible();
  await page.keyboard.press("Escape");

  dialog = await addFcm(page, { name: "push-demo.json", text: account("e2e-push-demo") }, "fcm-main");
  await expect(dialog).toBeHidden();
  const main = fcmTable(page).getByRole("row", { name: /fcm-main/ });
  await expect(main).toContainText("Project e2e-push-demo");
  await expect(main).toContainText("key ••••5678");
  await expect(main.getByText("Default", { exact: true })).toBeVisible();
  // The key went to the service and does not come back to the page.
  expect(await page.content()).not.toContain(RSA.split("\n")[1]);

  await addFcm(page, { name: "backup.json", text: account("e2e-push-backup") }, "fcm-backup");
  const backup = fcmTable(page).getByRole("row", { name: /fcm-backup/ });
  await expect(backup).toContainText("Project e2e-push-backup");
  dialog = await addFcm(page, { name: "again.json", text: account("e2e-push-again") }, "fcm-backup");
  await expect(dialog.getByText("A provider with this id exists already.")).toBeVisible();
  await page.keyboard.press("Escape");

  await backup.getByRole("button", { name: "Make default fcm-backup" }).click();
  await expect(backup.getByText("Default", { exact: true })).toBeVisible();
  await expect(main.getByText("Default", { exact: true })).toHaveCount(0);

  await backup.getByRole("button", { name: "Delete fcm-backup" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete provider" }).click();
  await expect(backup).toHaveCount(0);
  await expect(main.getByText("Default", { exact: true })).toBeVisible();
});

test("an admin adds an APNs provider from a .p8 key; a file that is not a key is warned of under the field", async ({
  page,
}) => {
  await page.goto("/notifications");
  const open = async (p8: string) => {
    await page.getByRole("button", { name: "Add APNs provider" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an APNs provider" });
    await dialog.getByLabel(".p8 key file").setInputFiles(file("AuthKey_E2E1234567.p8", p8));
    await dialog.getByLabel("Key id").fill("E2E1234567");
    await dialog.getByLabel("Team id").fill("TEAM123456");
    await dialog.getByLabel("Bundle id").fill("com.example.e2e");
    await dialog.getByLabel("Production").click();
    await dialog.getByLabel("Provider id").fill("ios-e2e");
    return dialog;
  };
  // A file that does not look like a key is warned of under the field (the service takes what it is given).
  const dialog = await open("just text");
  await expect(dialog.getByText("This does not look like a private key")).toBeVisible();
  await dialog.getByLabel(".p8 key file").setInputFiles(file("AuthKey_E2E1234567.p8", EC));
  await expect(dialog.getByText("This does not look like a private key")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Add provider" }).click();
  await expect(dialog).toBeHidden();
  const row = apnsTable(page).getByRole("row", { name: /ios-e2e/ });
  await expect(row).toContainText("com.example.e2e");
  await expect(row).toContainText("Key E2E1234567 · team TEAM123456 · production");
  expect(await page.content()).not.toContain(EC.split("\n")[1]);
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });
  test("sees no push providers and cannot open the page", async ({ page }) => {
    await page.goto("/calls");
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Notifications", exact: true }),
    ).toHaveCount(0);
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toHaveCount(0);
  });
});

test("an admin sets up Twilio, SendGrid and a custom SMS webhook; secrets come back masked, a blank one is kept", async ({
  page,
}) => {
  await page.goto("/notifications");
  const card = (name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });

  await page.getByRole("button", { name: "Set up Twilio" }).click();
  let dialog = page.getByRole("dialog", { name: "Set up Twilio" });
  await dialog.getByLabel("Account SID").fill("SK123");
  await dialog.getByLabel("Auth token").fill("71c2301435733997e83db7a3445bc57");
  await dialog.getByLabel("Sender phone number").fill("+13611364718");
  await expect(dialog.getByText("Twilio's account SIDs are AC and 32 hexadecimal characters.")).toBeVisible();
  await dialog.getByLabel("Account SID").fill("AC91e67951ff7e5e7be8122184e76ae0e6");
  await expect(dialog.getByText("Twilio's account SIDs are AC and 32 hexadecimal characters.")).toHaveCount(
    0,
  );
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card("Twilio")).toContainText("Account ••••e0e6, token ••••bc57");
  await expect(card("Twilio")).toContainText("From +13611364718");

  await card("Twilio").getByRole("button", { name: "Edit Twilio" }).click();
  dialog = page.getByRole("dialog", { name: "Change Twilio" });
  await dialog.getByLabel("Sender phone number").fill("+447700900123");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card("Twilio")).toContainText("From +447700900123");
  await expect(card("Twilio")).toContainText("token ••••bc57");

  await page.getByRole("button", { name: "Set up SendGrid" }).click();
  dialog = page.getByRole("dialog", { name: "Set up SendGrid" });
  await dialog.getByLabel("API key").fill("SG.e2eKeyE2eKeyE2eKey.abcdefghijklmnop");
  await dialog.getByLabel("Template id").fill("d-8284bb9646a040499d5cfa28d272a094");
  await dialog.getByLabel("Unsubscribe group id").fill("33832");
  await dialog.getByLabel("Sender name").fill("Acme chat");
  await dialog.getByLabel("Sender email").fill("noreply@acme.example.com");
  await dialog.getByLabel("Let users reply by email").click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(
    dialog.getByText("Enter the address replies are sent from, or turn replies off."),
  ).toBeVisible();
  await dialog.getByLabel("Reply-to address").fill("reply@acme.example.com");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card("SendGrid")).toContainText("API key ••••mnop");
  await expect(card("SendGrid")).toContainText("Replies from reply@acme.example.com");

  await page.getByRole("button", { name: "Set up a custom SMS webhook" }).click();
  dialog = page.getByRole("dialog", { name: "Set up a custom SMS webhook" });
  await dialog.getByLabel("Webhook URL").fill("https://hooks.example.com/sms");
  await dialog.getByLabel("Basic auth").click();
  await dialog.getByLabel("User name").fill("sms-hook");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter it: nothing is saved yet.")).toBeVisible();
  await dialog.getByLabel("Password").fill("sms-hook-secret-9");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card("Custom SMS webhook")).toContainText("POST https://hooks.example.com/sms");
  await expect(card("Custom SMS webhook")).toContainText("Basic auth as sms-hook, password ••••et-9");

  const html = await page.content();
  for (const secret of [
    "71c2301435733997e83db7a3445bc57",
    "SG.e2eKeyE2eKeyE2eKey.abcdefghijklmnop",
    "sms-hook-secret-9",
  ]) {
    expect(html).not.toContain(secret);
  }

  await page.getByRole("button", { name: "Set up a custom push webhook" }).click();
  dialog = page.getByRole("dialog", { name: "Set up a custom push webhook" });
  await dialog.getByLabel("Webhook URL").fill("ftp://hooks.example.com/push");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(/http or https URL/)).toBeVisible();
  await dialog.getByLabel("Webhook URL").fill("https://hooks.example.com/push");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card("Custom push webhook")).toContainText("POST https://hooks.example.com/push");
  await card("Custom push webhook").getByRole("button", { name: "Delete Custom push webhook" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(card("Custom push webhook")).toContainText("Not set up.");

  await card("SendGrid").getByRole("button", { name: "Delete SendGrid" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(card("SendGrid")).toContainText("Not set up.");
});

test("an admin changes what users are notified of, previews the privacy option, and resets to the defaults", async ({
  page,
}) => {
  await page.goto("/notifications");
  await page.getByRole("link", { name: "Notification settings" }).click();
  await expect(page.getByRole("heading", { name: "Notification settings", level: 1 })).toBeVisible();
  const preview = page.getByRole("complementary", { name: "Preview" });
  await expect(preview).toContainText("Can we move the review to 5 pm?");
  await expect(preview).toContainText("Push, users who hide content");

  await page
    .getByLabel("Message content in notifications")
    .selectOption({ label: "Hide the message (privacy templates)" });
  await expect(preview).toContainText("New message");
  await expect(preview).not.toContainText("Can we move the review to 5 pm?");

  await page
    .getByLabel("Messages in their groups")
    .selectOption({ label: "Only messages that mention them" });
  await page.getByLabel("Emails a day", { exact: true }).fill("-1");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Enter 0 or more.")).toBeVisible();
  await page.getByLabel("Emails a day", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Notification settings saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Messages in their groups")).toHaveValue("3");
  await expect(page.getByLabel("Emails a day", { exact: true })).toHaveValue("5");
  await expect(page.getByLabel("Message content in notifications")).toHaveValue("2");

  await page.getByRole("button", { name: "Reset to defaults" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("Notification settings reset.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Messages in their groups")).toHaveValue("2");
  await expect(page.getByLabel("Emails a day", { exact: true })).toHaveValue("20");
});

test("an admin sends a test notification through a custom email webhook into this dashboard's receiver, and finds its log entry", async ({
  page,
}) => {
  const s = runSuffix();
  const [to, from] = [`ts-to-${s}`, `ts-from-${s}`];
  await createUsers(to, from);
  const endpoint = await createEndpoint(page, `Notifications ${s}`);

  await page.goto("/notifications");
  await page.getByRole("button", { name: "Set up a custom email webhook" }).click();
  const setup = page.getByRole("dialog", { name: "Set up a custom email webhook" });
  await setup.getByLabel("Webhook URL").fill(endpoint.url);
  await setup.getByLabel("Basic auth").click();
  await setup.getByLabel("User name").fill(endpoint.username);
  await setup.getByLabel("Password").fill(endpoint.password);
  await setup.getByRole("button", { name: "Save" }).click();
  await expect(setup).toBeHidden();
  // The "saved" toast drops in over the page's heading for a few seconds.
  await expect(page.getByText("The custom email webhook saved.")).toBeHidden();

  await page.getByRole("button", { name: "Send a test…" }).click();
  const dialog = page.getByRole("dialog", { name: "Send a test notification" });
  await pick(page, dialog.getByRole("combobox", { name: "Recipient" }), to);
  await pick(page, dialog.getByRole("combobox", { name: "From" }), to);
  await dialog.getByRole("button", { name: "Send test" }).click();
  await expect(dialog.getByText("Choose someone other than the recipient")).toBeVisible();
  await pick(page, dialog.getByRole("combobox", { name: "From" }), from);
  await dialog.getByLabel("Show entries for").selectOption("email");
  await dialog.getByRole("button", { name: "Send test" }).click();

  const result = dialog.getByRole("region", { name: "Test result" });
  await expect(result).toContainText(/Message \d+ sent/);
  // The service POSTs to the receiver, which answers 200: the entry turns from pending to sent.
  await expect(result.getByText("Email · Custom webhook — Sent")).toBeVisible({ timeout: 15_000 });

  await result.getByRole("link", { name: "Log entry" }).click();
  await expect(page).toHaveURL(/\/notifications\/logs\?/);
  const sheet = page.getByRole("dialog", { name: "Log entry" });
  await expect(sheet).toContainText(to);
  await expect(sheet).toContainText("email-notification-payload-generated");

  // What the receiver took is the payload the provider would have sent.
  await page.goto("/events");
  await expect(page.getByText("email-notification-payload-generated").first()).toBeVisible();
  expect(await page.content()).not.toContain(endpoint.password);

  await chat("DELETE", "/notifications/email/v1/providers/custom");
});

test("on a user's page an admin sees where and whether they are notified, and changes it", async ({
  page,
}) => {
  const s = runSuffix();
  const [uid, other] = [`np-${s}`, `np-other-${s}`];
  await createUsers(uid, other);
  await chat("PATCH", "/notifications/v1/contact-details", { email: `${uid}@example.com` }, uid);
  await chat("PUT", `/notifications/v1/preferences/mute?uid=${uid}`, {
    conversations: [{ id: other, type: "oneOnOne" }],
  });

  await page.goto(`/users/${uid}`);
  const card = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(card).toContainText(`${uid}@example.com`);
  await expect(card).toContainText("none on record (no SMS)");
  await expect(card.getByRole("listitem").filter({ hasText: other })).toContainText("until unmuted");

  await card.getByRole("button", { name: "Edit notifications…" }).click();
  const dialog = page.getByRole("dialog", { name: `Notifications of ${uid}` });
  await dialog.getByLabel("Phone number").fill("4155550100");
  await dialog.getByLabel("Timezone").fill("Mars/Olympus");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(/international format/)).toBeVisible();
  await expect(dialog.getByText(/timezone identifier/)).toBeVisible();
  await dialog.getByLabel("Phone number").fill("+14155550100");
  await dialog.getByLabel("Timezone").fill("Europe/Paris");
  await dialog.getByLabel("Email address").fill("");
  await dialog.getByLabel("Do not disturb").click();
  await dialog.getByLabel("Group messages").selectOption({ label: "Only messages that mention them" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("+14155550100");
  await expect(card).toContainText("none on record (no email notifications)");
  await expect(card).toContainText("Europe/Paris");
  await expect(card).toContainText("on: nothing is sent");
  await expect(card).toContainText("Only messages that mention them");

  await card.getByRole("button", { name: "Unmute" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Unmute" }).click();
  await expect(card.getByText("None.")).toBeVisible();

  await card.getByRole("button", { name: "Reset choices" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(card).toContainText("Do not disturboff");
  await expect(card).toContainText("+14155550100");

  await card.getByRole("link", { name: "Delivery logs" }).click();
  await expect(page).toHaveURL(new RegExp(`/notifications/logs\\?recipient=${uid}`));
});
