import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { readZip } from "../test/read-zip";
import { chatApi } from "./support/chat-api";
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

test("an admin exports everything about a user from the user's page: listed on Exports, downloaded as a zip", async ({
  page,
}) => {
  const uid = `e2e-archive-${Date.now().toString(36)}`;
  const peer = `${uid}-peer`;
  for (const u of [uid, peer]) {
    await chatApi("POST", "/users", { body: { uid: u, name: `Archive ${u}` } });
  }
  const texts = ["first of three", "second, with a comma", "=third looks like a formula"];
  for (const text of texts) {
    await chatApi("POST", "/messages", {
      onBehalfOf: uid,
      body: { receiver: peer, receiverType: "user", category: "message", type: "text", data: { text } },
    });
  }

  await page.goto(`/users/${uid}`);
  await page.getByRole("button", { name: "Export everything about this user" }).click();
  await page.getByRole("link", { name: "See the archive on Exports" }).click();
  await expect(page).toHaveURL(/\/exports#export-[0-9a-f-]{36}$/);
  const id = new URL(page.url()).hash.slice("#export-".length);
  const row = page.locator(`tr[data-export-id="${id}"]`);
  await expect(row.getByRole("cell").first()).toContainText(`Everything about user ${uid}`);
  await expect(row.getByText("done")).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole("cell").nth(3)).toHaveText(/\d+(\.\d)? (B|KiB)/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: "Download zip" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`user-${uid}-${isoDay(Date.now() / 1000)}.zip`);
  const entries = await readZip((await download.path()) as string);
  const names = entries.map((e) => e.name);
  expect(names[0]).toBe("README.txt");
  for (const kind of ["profile", "messages", "groups", "calls", "friends", "auth-tokens", "audit-log"]) {
    expect(names).toContain(`${kind}.json`);
    expect(names).toContain(`${kind}.csv`);
  }
  const text = (name: string) => entries.find((e) => e.name === name)?.text ?? "";
  const sent = JSON.parse(text("messages.json")) as { sender: string; data: { text: string } }[];
  expect(sent.map((m) => [m.sender, m.data.text])).toEqual(texts.map((t) => [uid, t]));
  expect(text("messages.csv")).toContain("'=third looks like a formula");
  expect((JSON.parse(text("profile.json")) as { uid: string }[]).map((u) => u.uid)).toEqual([uid]);
  const readme = text("README.txt");
  expect(readme).toContain(`about user ${uid}`);
  expect(readme).toContain("- Messages (messages.json, messages.csv): 3 rows");
  expect(readme).toContain("- Profile (profile.json, profile.csv): 1 row");
  expect(readme).toMatch(/- Audit log \(audit-log\.json, audit-log\.csv\): \d+ rows?/);
  expect(readme).not.toContain("Not included");
});
