import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { type E2eApp, e2e, storageFile } from "./support/env";

test.use({ storageState: storageFile("viewer") });

const app = () => JSON.parse(readFileSync(e2e.appFile, "utf8")) as E2eApp;
const fmt = (n: number) => new Intl.NumberFormat("en-US").format(n);

async function totalOf(query: Record<string, string> = {}): Promise<number> {
  const a = app();
  const qs = new URLSearchParams({ ...query, perPage: "1" });
  const res = await fetch(`${e2e.sandboxUrl}/${a.region}/${a.appId}/call/v3/calls?${qs}`, {
    headers: { apikey: a.apiKey },
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
}

const range = (page: Page) => page.getByTestId("range");
const rows = (page: Page) => page.getByRole("table", { name: "Calls, newest first" }).locator("tbody tr");
/** A row's link to its call (the row also links the people and the group in it). */
const callLink = (row: Locator) => row.locator('a[href^="/calls/"]');
const filters = (page: Page) => page.getByRole("search", { name: "Filter calls" });

/** The first two rows link to the two known calls, newest first. */
async function expectKnownCallsOnTop(page: Page) {
  const [newest, second] = app().knownCalls;
  for (const [i, id] of [newest, second].entries())
    await expect(callLink(rows(page).nth(i))).toHaveAttribute(
      "href",
      `/calls/${encodeURIComponent(id ?? "")}`,
    );
}

test("the first page shows the newest calls and the true total", async ({ page }) => {
  const total = await totalOf();
  expect(total).toBeGreaterThanOrEqual(242);
  await page.goto("/calls");
  await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
  await expect(range(page)).toHaveText(`1–25 of ${fmt(total)}`);
  await expect(rows(page)).toHaveCount(25);
  // The two known calls lie in the future of the seeded history: newest first puts them on top.
  await expectKnownCallsOnTop(page);
});

test("filters change the URL and the rows", async ({ page }) => {
  await page.goto("/calls");
  await filters(page).getByLabel("Type", { exact: true }).selectOption("video");
  await expect(page).toHaveURL(/[?&]type=video/);
  await expect(range(page)).toHaveText(`1–25 of ${fmt(await totalOf({ type: "video" }))}`);
  for (const cell of await rows(page).locator("td:nth-child(2)").allTextContents())
    expect(cell).toBe("video");

  await filters(page).getByLabel("Type", { exact: true }).selectOption("");
  await filters(page).getByLabel("Status", { exact: true }).selectOption("unanswered");
  await expect(page).toHaveURL(/[?&]status=unanswered/);
  await expect(page).not.toHaveURL(/type=/);
  const unanswered = await totalOf({ status: "unanswered" });
  await expect(range(page)).toContainText(`of ${fmt(unanswered)}`);
  for (const cell of await rows(page).locator("td:nth-child(4)").allTextContents())
    expect(cell).toBe("unanswered");

  await filters(page).getByLabel("Status", { exact: true }).selectOption("");
  await filters(page).getByLabel("Recording", { exact: true }).selectOption("true");
  await expect(page).toHaveURL(/[?&]hasRecording=true/);
  await expect(range(page)).toContainText(`of ${fmt(await totalOf({ hasRecording: "true" }))}`);
  await expect(rows(page).first().getByLabel("Has a recording")).toBeVisible();

  await filters(page).getByLabel("Recording", { exact: true }).selectOption("");
  await filters(page).getByLabel("Transcript", { exact: true }).selectOption("true");
  await expect(page).toHaveURL(/[?&]hasTranscription=true/);
  await expect(range(page)).toContainText(`of ${fmt(await totalOf({ hasTranscription: "true" }))}`);
  await expect(callLink(rows(page).first())).toHaveAttribute(
    "href",
    `/calls/${encodeURIComponent(app().knownCalls[1] ?? "")}`,
  );
  await expect(rows(page).first().getByLabel("Has a transcript")).toBeVisible();

  await filters(page).getByLabel("Transcript", { exact: true }).selectOption("");
  await filters(page).getByLabel("Participant uid", { exact: true }).fill("e2e-alice");
  await expect(page).toHaveURL(/[?&]uid=e2e-alice/);
  await expect(range(page)).toHaveText("1–2 of 2");
  await expectKnownCallsOnTop(page);
});

test("a shared URL opens with its filters applied", async ({ page }) => {
  await page.goto("/calls?type=audio&status=unanswered&uid=e2e-alice");
  await expect(filters(page).getByLabel("Type", { exact: true })).toHaveValue("audio");
  await expect(filters(page).getByLabel("Participant uid", { exact: true })).toHaveValue("e2e-alice");
  await expect(range(page)).toHaveText("1–1 of 1");
});

test("paging and page size use the true total", async ({ page }) => {
  const total = await totalOf();
  await page.goto("/calls");
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(range(page)).toHaveText(`26–50 of ${fmt(total)}`);
  await page.getByLabel("Rows per page").selectOption("50");
  await expect(page).toHaveURL(/[?&]perPage=50/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(range(page)).toHaveText(`1–50 of ${fmt(total)}`);
  await expect(rows(page)).toHaveCount(50);
  await page.getByRole("button", { name: "Last page" }).click();
  const last = Math.ceil(total / 50);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}`));
  await expect(range(page)).toHaveText(`${fmt((last - 1) * 50 + 1)}–${fmt(total)} of ${fmt(total)}`);
  await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  await page.getByRole("button", { name: "First page" }).focus();
  await page.keyboard.press("Enter");
  await expect(range(page)).toHaveText(`1–50 of ${fmt(total)}`);
});

test("back and forward restore the list's state", async ({ page }) => {
  const videos = await totalOf({ type: "video" });
  await page.goto("/calls");
  await filters(page).getByLabel("Type", { exact: true }).selectOption("video");
  await expect(range(page)).toHaveText(`1–25 of ${fmt(videos)}`);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(range(page)).toHaveText(`26–${fmt(Math.min(50, videos))} of ${fmt(videos)}`);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(range(page)).toHaveText(`1–25 of ${fmt(videos)}`);
  await page.goBack();
  await expect(page).not.toHaveURL(/type=/);
  await expect(filters(page).getByLabel("Type", { exact: true })).toHaveValue("");
  await expect(range(page)).toHaveText(`1–25 of ${fmt(await totalOf())}`);
  await page.goForward();
  await expect(filters(page).getByLabel("Type", { exact: true })).toHaveValue("video");
  await expect(range(page)).toHaveText(`1–25 of ${fmt(videos)}`);
});

test("the detail shows the known call's participants, timeline and recording", async ({ page }) => {
  const videoCall = app().knownCalls[1] ?? "";
  await page.goto("/calls?uid=e2e-alice&type=video");
  await expect(range(page)).toHaveText("1–1 of 1");
  await callLink(rows(page).first()).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/calls/${encodeURIComponent(videoCall)}`);
  await expect(page.getByRole("heading", { name: "E2E Alice called E2E Bob", level: 1 })).toBeVisible();
  await expect(page.getByText(videoCall, { exact: true }).first()).toBeVisible();

  const participants = page.getByRole("table", { name: "Participants of the call" });
  await expect(participants.getByRole("row", { name: /e2e-alice.*alice-laptop/ })).toBeVisible();
  await expect(participants.getByRole("row", { name: /e2e-bob.*bob-phone/ })).toBeVisible();
  const timeline = page.getByRole("figure", { name: "Who was in the call when" });
  await expect(timeline.getByTestId("timeline-bar")).toHaveCount(3);
  await expect(page.getByRole("link", { name: /^Recording / })).toHaveAttribute("href", /^http/);
  await expect(page.getByText("00:10:00 UTC · 600 s").or(page.getByText("· 600 s"))).toBeVisible();
  await expect(page.getByRole("link", { name: /^Transcript [0-9a-f-]{36}$/ })).toHaveAttribute(
    "href",
    /^http.*\/transcripts\/.*\.json$/,
  );
  await expect(page.getByRole("listitem").filter({ hasText: /^e2e$/ })).toBeVisible();
  await page.getByRole("link", { name: "← Calls" }).click();
  await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
});

test("a row click opens the detail", async ({ page }) => {
  const missed = app().knownCalls[0] ?? "";
  await page.goto("/calls?uid=e2e-alice&status=unanswered");
  await rows(page).first().locator("td").nth(2).click();
  await expect(page).toHaveURL(`/calls/${encodeURIComponent(missed)}`);
  await expect(page.getByText("This call has no recording.")).toBeVisible();
  await expect(page.getByText("This call has no transcript.")).toBeVisible();
  await expect(page.getByRole("figure", { name: "Who was in the call when" })).toContainText("never joined");
});

test("a session id that does not exist is a clear not-found with a way back", async ({ page }) => {
  await page.goto(`/calls/v1.${app().region}.${app().appId}.1700000000deadbeef`);
  await expect(page.getByRole("heading", { name: "Call not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to calls" }).click();
  await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
});

test("a filter the service refuses shows the service's own message", async ({ page }) => {
  await page.goto("/calls");
  // The dashboard leaves limits to the service; the sandbox takes participantsCount up to 1000.
  await filters(page).getByLabel("Participants", { exact: true }).fill("5000");
  await expect(page).toHaveURL(/[?&]participantsCount=5000/);
  const alert = page.getByRole("alert").filter({ hasText: "The list could not be loaded" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("ERR_BAD_REQUEST");
  await expect(alert).toContainText("1000");
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "ERR_BAD_REQUEST" })).toBeVisible();
  await filters(page).getByLabel("Participants", { exact: true }).fill("2");
  await expect(rows(page).first().locator("td").nth(7)).toHaveText("2");
});

test("the date pickers send 10-digit seconds of the picked day", async ({ page }) => {
  const now = new Date();
  const todayStart = Math.floor(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 1000);
  await page.goto("/calls?uid=e2e-alice");
  await expect(range(page)).toHaveText("1–2 of 2");
  await page.getByRole("button", { name: /^Started from: any day/ }).click();
  await page.locator("td[data-today] button").click();
  await expect(page).toHaveURL(new RegExp(`[?&]startedAt=${todayStart}(&|$)`));
  // The unanswered call never started, so only the video call started on or after today.
  await expect(range(page)).toHaveText("1–1 of 1");
  await page.getByRole("button", { name: "Clear started from" }).click();
  await expect(page).not.toHaveURL(/startedAt=/);
  await page.getByRole("button", { name: /^Ended by: any day/ }).click();
  await page.locator("td[data-today] button").click();
  await expect(page).toHaveURL(new RegExp(`[?&]endedAt=${todayStart + 86_399}(&|$)`));
  await expect(page.getByRole("button", { name: /^Ended by: / })).not.toHaveAccessibleName(/any day/);
});
