import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { chatApi, totalOf } from "./support/chat-api";
import { storageFile } from "./support/env";
import { callAction } from "./support/server-action";

test.use({ storageState: storageFile("viewer") });

const fmt = (n: number) => new Intl.NumberFormat("en-US").format(n);
const range = (page: Page) => page.getByTestId("range");
const rows = (page: Page) => page.getByRole("table", { name: "Users" }).locator("tbody tr");
const filters = (page: Page) => page.getByRole("search", { name: "Filter users" });
const asRole = async (browser: Browser, role: "moderator" | "viewer") =>
  (await browser.newContext({ storageState: storageFile(role) })).newPage();

// Users of this spec only, so blocking and deactivating here disturbs no other spec.
const CAROL = "e2e-users-carol";
const DAVE = "e2e-users-dave";
const GONE = "e2e-users-gone";
let carolToken = "";
let deactivateActionId = "";

test.beforeAll(async () => {
  for (const [uid, name] of [
    [CAROL, "E2E Carol"],
    [DAVE, "E2E Dave"],
    [GONE, "E2E Gone"],
  ] as const) {
    await chatApi("POST", "/users", { body: { uid, name, role: "e2e-tester" }, ok: [409] });
  }
  await chatApi("PUT", "/users", { body: { uidsToActivate: [CAROL, DAVE, GONE] } });
  await chatApi("POST", "/messages", {
    onBehalfOf: CAROL,
    body: {
      receiver: DAVE,
      receiverType: "user",
      category: "message",
      type: "text",
      data: { text: "Hi Dave" },
    },
  });
  await chatApi("POST", `/users/${CAROL}/blockedusers`, { body: { blockedUids: [DAVE] } });
  const token = await chatApi<{ data: { authToken: string } }>("POST", `/users/${CAROL}/auth_tokens`, {
    body: { force: true },
  });
  carolToken = token.body.data.authToken;
  await chatApi("DELETE", "/users", { body: { uidsToDeactivate: [GONE] } });
});

test("the first page shows the true total and links each user", async ({ page }) => {
  const total = await totalOf("/users");
  expect(total).toBeGreaterThanOrEqual(42);
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(range(page)).toHaveText(`1–25 of ${fmt(total)}`);
  await expect(rows(page)).toHaveCount(25);
  const first = rows(page).first().getByRole("link");
  await expect(first).toHaveAttribute("href", /^\/users\/[a-z0-9_-]+$/);
});

test("search, status and role filters go to the URL and match the service", async ({ page }) => {
  await page.goto("/users");
  await filters(page).getByLabel("Search uid or name").fill("e2e-users-");
  await expect(page).toHaveURL(/[?&]search=e2e-users-/);
  await expect(range(page)).toHaveText("1–2 of 2");
  await expect(rows(page).getByRole("link")).toHaveText([CAROL, DAVE]);

  await filters(page).getByLabel("Search uid or name").fill("");
  await expect(page).not.toHaveURL(/search=/);
  await filters(page).getByLabel("Status").selectOption("offline");
  await expect(page).toHaveURL(/[?&]status=offline/);
  await expect(range(page)).toContainText(`of ${fmt(await totalOf("/users", { status: "offline" }))}`);

  await filters(page).getByLabel("Status").selectOption("");
  await filters(page).getByLabel("Role").fill("e2e-tester");
  await expect(page).toHaveURL(/[?&]role=e2e-tester/);
  await expect(range(page)).toHaveText("1–2 of 2");
});

test("deactivated users show only with the toggle, and the URL keeps it", async ({ page }) => {
  await page.goto(`/users?search=${GONE}`);
  await expect(page.getByText("No users match these filters")).toBeVisible();
  await filters(page).getByLabel("Include deactivated").click();
  await expect(page).toHaveURL(/[?&]deactivated=true/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("deactivated");
  await page.reload();
  await expect(filters(page).getByLabel("Include deactivated")).toBeChecked();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: "E2E Gone", level: 1 })).toBeVisible();
  await expect(page.getByText("Not available while the user is deactivated").first()).toBeVisible();
});

test("the last-active filter and the last-active order match the service's", async ({ page }) => {
  // The day after the least recent seeded activity began (UTC): some users were last active before it, not all.
  type Listed = { data: { uid: string; lastActiveAt?: number }[] };
  const listed = await chatApi<Listed>("GET", "/users?sortBy=lastActiveAt&perPage=1000");
  const least = listed.body.data.find((u) => u.lastActiveAt)?.lastActiveAt ?? 0;
  expect(least).toBeGreaterThan(0);
  const day = Math.floor(least / 86_400) * 86_400 + 86_400;
  const label = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    year: "numeric",
    month: "short",
    day: "2-digit",
  }).format(day * 1000);
  const total = await totalOf("/users", { lastActiveBefore: String(day) });
  expect(total).toBeGreaterThan(0);
  // Users never active (those made through the API) have no last activity and match no day.
  expect(total).toBeLessThan(await totalOf("/users"));
  const shown = `1–${Math.min(total, 25)} of ${fmt(total)}`;
  await page.goto(`/users?lastActiveBefore=${day}`);
  await expect(filters(page).getByRole("button", { name: `Last active before: ${label}` })).toBeVisible();
  await expect(range(page)).toHaveText(shown);

  const header = (name: RegExp) =>
    page.getByRole("table", { name: "Users" }).getByRole("columnheader", { name });
  await expect(header(/^Role/).getByRole("button")).toHaveCount(0);
  await header(/^Last active/)
    .getByRole("button")
    .click();
  await expect(page).toHaveURL(/[?&]sortBy=lastActiveAt&sortOrder=(asc|desc)/);
  const order = new URL(page.url()).searchParams.get("sortOrder") ?? "";
  const first = await chatApi<Listed>(
    "GET",
    `/users?lastActiveBefore=${day}&sortBy=lastActiveAt&sortOrder=${order}&perPage=1`,
  );
  await expect(rows(page).first().getByRole("link")).toHaveText(first.body.data[0]?.uid ?? "none");
  await expect(range(page)).toHaveText(shown);
});

test("a user's page shows the profile, conversations, blocked users and masked tokens", async ({ page }) => {
  const res = await page.goto(`/users/${CAROL}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "E2E Carol", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^E2E Carol \\(${CAROL}\\) · User`));
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile).toContainText("e2e-tester");
  const conversations = page.getByRole("region", { name: "Conversations" });
  await expect(conversations.getByRole("row", { name: /E2E Dave/ })).toContainText("Hi Dave");
  const blocked = page.getByRole("region", { name: "Blocked users" });
  await expect(blocked.getByRole("link", { name: DAVE })).toBeVisible();
  const tokens = page.getByRole("region", { name: "Auth tokens" });
  await expect(
    tokens.getByText(`${carolToken.slice(0, CAROL.length + 5)}…${carolToken.slice(-4)}`),
  ).toBeVisible();
  expect(await page.content()).not.toContain(carolToken);
  await expect(page.getByRole("button", { name: /Deactivate user|Create token/ })).toHaveCount(0);
});

test("a token lookup shows its owner and time, or a clear not found", async ({ page }) => {
  await page.goto(`/users/${CAROL}`);
  const tokens = page.getByRole("region", { name: "Auth tokens" });
  await tokens.getByLabel("Look up a token").fill(carolToken);
  await tokens.getByRole("button", { name: "Check token" }).click();
  const found = tokens.getByTestId("token-found");
  await expect(found).toContainText("Owner");
  await expect(found).toContainText(CAROL);
  await expect(found).toContainText(/\d{2} \w{3} \d{4}, \d{2}:\d{2}:\d{2}/);

  await tokens.getByLabel("Look up a token").fill(`${CAROL}_0000000000deadbeef`);
  await tokens.getByRole("button", { name: "Check token" }).click();
  await expect(tokens.getByTestId("token-not-found")).toContainText("Not found.");
  await expect(found).toHaveCount(0);

  await tokens.getByLabel("Look up a token").fill("   ");
  await tokens.getByRole("button", { name: "Check token" }).click();
  await expect(tokens.getByText("Enter a token.")).toBeVisible();
});

test("an unknown uid shows a clear not-found page", async ({ page }) => {
  const res = await page.goto("/users/no-such-user-e2e");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to users" })).toBeVisible();
});

test("a moderator deactivates and reactivates a user after confirming", async ({ browser }) => {
  const page = await asRole(browser, "moderator");
  await page.goto(`/users/${DAVE}`);
  await page.getByRole("button", { name: "Deactivate user" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Deactivate ${DAVE}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect((await chatApi("GET", `/users/${DAVE}`, { ok: [404] })).status).toBe(200);

  await page.getByRole("button", { name: "Deactivate user" }).click();
  const request = page.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  deactivateActionId = (await request).headers()["next-action"] ?? "";
  await expect(page.getByText(`The user ${DAVE} has been deactivated.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reactivate user" })).toBeVisible();
  expect((await chatApi("GET", `/users/${DAVE}`, { ok: [404] })).status).toBe(404);

  await page.getByRole("button", { name: "Reactivate user" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByRole("button", { name: "Deactivate user" })).toBeVisible();
  expect((await chatApi("GET", `/users/${DAVE}`)).status).toBe(200);
});

test("a moderator creates an auth token and sees it once", async ({ browser }) => {
  const page = await asRole(browser, "moderator");
  const before = await totalOf(`/users/${CAROL}/auth_tokens`);
  await page.goto(`/users/${CAROL}`);
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: `Create an auth token for ${CAROL}` });
  await dialog.getByRole("button", { name: "Create token" }).click();
  const value = page.getByRole("dialog").getByLabel("New token");
  await expect(value).toHaveValue(new RegExp(`^${CAROL}_\\d{10}[0-9a-f]+$`));
  expect(await totalOf(`/users/${CAROL}/auth_tokens`)).toBe(before + 1);
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByRole("dialog").getByLabel("New token")).toHaveCount(0);
});

test("the server refuses the deactivate action to a viewer", async ({ browser }) => {
  expect(deactivateActionId).not.toBe("");
  const page = await asRole(browser, "viewer");
  expect(await callAction(page, `/users/${DAVE}`, deactivateActionId, { uid: DAVE })).toContain(
    "This needs the moderator role or higher.",
  );
  expect((await chatApi("GET", `/users/${DAVE}`)).status).toBe(200);
});

test("a user's page has no serious accessibility violations", async ({ browser }) => {
  const page = await asRole(browser, "moderator");
  await page.goto(`/users/${CAROL}`);
  await expect(page.getByRole("heading", { name: "E2E Carol", level: 1 })).toBeVisible();
  await expectAccessible(page, "user page");
});
