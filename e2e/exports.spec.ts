import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { type E2eApp, e2e, storageFile } from "./support/env";

test.use({ storageState: storageFile("admin") });

const app = () => JSON.parse(readFileSync(e2e.appFile, "utf8")) as E2eApp;
const DAY = 86_400;
const isoDay = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

/** Every message the sandbox holds sent within [from, to), read straight from it. */
async function sandboxMessageIds(from: number, to: number): Promise<string[]> {
  const a = app();
  const ids: string[] = [];
  for (let after: string | undefined; ; ) {
    const qs = new URLSearchParams({
      limit: "1000",
      affix: "append",
      fromTimestamp: String(from),
      toTimestamp: String(to - 1),
    });
    if (after) qs.set("id", after);
    const res = await fetch(`${e2e.sandboxUrl}/${a.region}/${a.appId}/api/v3/messages?${qs}`, {
      headers: { apikey: a.apiKey },
    });
    expect(res.ok).toBe(true);
    const page = (await res.json()) as { data: { id: number }[]; meta: { next?: unknown } };
    ids.push(...page.data.map((m) => String(m.id)));
    if (!page.meta.next || page.data.length === 0) return ids;
    after = ids.at(-1);
  }
}

test("an export of a week's messages is made in the background and downloads as JSON Lines", async ({
  page,
}) => {
  const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
  const from = today - 6 * DAY;
  await page.goto("/exports");
  await expect(page.getByRole("heading", { name: "Exports" })).toBeVisible();
  const form = page.getByRole("form", { name: "New export" });
  await expect(form.getByRole("checkbox", { name: "Messages" })).toBeChecked();
  await form.getByRole("radio", { name: /JSON Lines/ }).check();
  await form.getByLabel("From (UTC day)").fill(isoDay(from));
  await form.getByLabel("To (UTC day, included)").fill(isoDay(today));
  await form.getByRole("button", { name: "Start export" }).click();

  const row = page.getByRole("table", { name: "Exports, newest first" }).getByRole("row").nth(1);
  await expect(row.getByText("done")).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole("cell").nth(1)).toContainText(" – ");

  const expected = await sandboxMessageIds(from, today + DAY);
  expect(expected.length).toBeGreaterThan(0);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`messages-${isoDay(from)}_${isoDay(today)}.jsonl`);
  const text = readFileSync((await download.path()) as string, "utf8");
  const lines = text
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l) as { id: number; sentAt: number });
  expect(lines.map((m) => String(m.id))).toEqual(expected);
  for (const m of lines) {
    expect(m.sentAt).toBeGreaterThanOrEqual(from);
    expect(m.sentAt).toBeLessThan(today + DAY);
  }
  await expect(row.getByText(`${expected.length.toLocaleString("en-US")} rows`)).toBeVisible();
});
