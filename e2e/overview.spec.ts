import { expect, test } from "@playwright/test";
import { audioCall } from "../test/minute-calls";
import { expectAccessible } from "./support/axe";
import { createUsers, runSuffix } from "./support/chat";
import { e2e, e2eApp, storageFile } from "./support/env";

const s = runSuffix();
const [caller, callee, quiet] = ["c", "r", "q"].map((p) => `ov-${p}-${s}`) as [string, string, string];
let ongoing = "";

test.beforeAll(async () => {
  await createUsers(caller, callee, quiet);
  const app = e2eApp();
  const at = Math.floor(Date.now() / 1000) + 4 * 3600;
  const res = await fetch(`${e2e.sandboxUrl}/${app.region}/${app.appId}/sandbox/v1/calls`, {
    method: "POST",
    headers: { "content-type": "application/json", apikey: app.apiKey },
    body: JSON.stringify(
      audioCall(caller, callee, at, [
        { uid: caller, sessions: [{ joinedAt: at + 2, deviceId: "ov-phone" }] },
        { uid: callee, sessions: [{ joinedAt: at + 4, deviceId: "ov-laptop" }] },
      ]),
    ),
  });
  expect(res.ok).toBe(true);
  ongoing = ((await res.json()) as { data: { sessionId: string } }).data.sessionId;
});

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("shows today, the call going on now, webhook health and the last admin action", async ({ page }) => {
    await page.goto(`/users/${quiet}`);
    await page.getByRole("button", { name: "Deactivate user" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByText(/deactivated/).first()).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    const today = page.getByRole("region", { name: "Today" });
    await expect(today.getByText("Call minutes")).toBeVisible();
    await expect(today.getByRole("link", { name: "Analytics" })).toHaveAttribute("href", "/analytics");

    const now = page.getByRole("region", { name: "Happening now" });
    await expect(now.locator(`a[title="${ongoing}"]`)).toHaveText(`${caller} → ${callee}`);
    await now.getByRole("link", { name: "Ongoing calls" }).click();
    await expect(page).toHaveURL(/\/calls\?status=ongoing$/);
    await page.goBack();

    const usage = page.getByRole("region", { name: "Usage, last 30 days" });
    for (const label of ["Audio minutes", "Video minutes", "Recorded minutes", "Active users"]) {
      await expect(usage.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(usage.getByText(/^Last hour: [\d,]+ messages sent/)).toBeVisible();
    // The last hour as a chart with its title, axis and legend, not a strip of bars.
    const lastHour = usage.getByRole("region", { name: "Messages in the last hour, per five minutes (UTC)" });
    await expect(
      lastHour.getByRole("figure", { name: /^Messages in the last hour: [\d,]+ sent/ }),
    ).toBeVisible();
    await expect(lastHour.getByText("Delivery receipts", { exact: true })).toBeVisible();

    const queue = page.getByRole("region", { name: "Moderation queue" });
    await expect(queue.getByText("Reported, waiting")).toBeVisible();
    await expect(queue.getByRole("link", { name: "Work the queue" })).toHaveAttribute("href", "/moderation");

    const hooks = page.getByRole("region", { name: "Webhook deliveries, last 24 hours" });
    await expect(hooks.getByRole("listitem").first()).toContainText(/delivered · \d+ failed · \d+ pending/);

    const actions = page.getByRole("region", { name: "Recent admin actions" });
    await expect(actions.getByRole("listitem").first()).toContainText("users.deactivate");
    await expect(actions.getByRole("listitem").first()).toContainText(quiet);
    await expectAccessible(page, "overview");
  });
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("sees usage, trends and live calls, not webhooks, the audit log or the moderation queue", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Today" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Happening now" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Usage, last 30 days" })).toBeVisible();
    // Trends appear once the dashboard's copies hold messages and calls (their first syncs start on their own).
    const trends = page.getByRole("region", { name: "Trends, last 30 days" });
    await expect(async () => {
      await page.reload();
      await expect(
        trends.getByRole("img", { name: /^Messages sent per day over the last 30 days/ }),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(
      trends.getByRole("img", { name: /^Participant minutes per day over the last 30 days/ }),
    ).toBeVisible();
    await expect(trends.getByRole("link", { name: "Messages sent" })).toHaveAttribute(
      "href",
      "/analytics?view=messages",
    );
    await expect(page.getByRole("region", { name: "Webhook deliveries, last 24 hours" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Recent admin actions" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Moderation queue" })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  });
});
