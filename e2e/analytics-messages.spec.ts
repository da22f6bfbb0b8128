import { expect, test } from "@playwright/test";
import { axeSchemes } from "./support/axe";
import { storageFile } from "./support/env";

test.use({ storageState: storageFile("admin") });

const DATA_CSV = "data:text/csv;charset=utf-8,";

test("the Messages view fills from the app's messages: figures, retention, first replies, reactions, the CSV and a drill-down", async ({
  page,
}) => {
  // Nobody starts the chat sync: the server's keeper copies the seeded messages and the page redraws itself.
  await page.goto("/analytics?view=messages&range=90d");
  await expect(page.getByRole("button", { name: "Messages", pressed: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Key figures" })).toBeVisible({ timeout: 30_000 });
  const messages = Number((await page.locator('[data-kpi="messages"]').textContent())?.replaceAll(",", ""));
  expect(messages).toBeGreaterThan(100);

  // The export is the figures on screen, with the cohorts and the first replies.
  const link = page.getByRole("link", { name: "Export CSV" });
  expect(await link.getAttribute("download")).toMatch(
    /^message-analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const href = (await link.getAttribute("href")) ?? "";
  expect(href.startsWith(DATA_CSV)).toBe(true);
  const rows = decodeURIComponent(href.slice(DATA_CSV.length))
    .trim()
    .split("\r\n")
    .map((line) => line.split(","));
  const value = (section: string, item: string, measure: string) =>
    rows.find((r) => r[0] === section && r[1] === item && r[2] === measure)?.[3];
  expect(Number(value("kpi", "Messages sent", "value"))).toBe(messages);
  const perDay = rows.filter((r) => r[0] === "messages_per_day" && r[2] === "total");
  expect(perDay).toHaveLength(90);
  expect(perDay.reduce((s, r) => s + Number(r[3]), 0)).toBe(messages);

  // Weekly retention: twelve cohorts of a 90-day range, each row's new senders as exported.
  const retention = page.getByRole("table", { name: /share who sent a message again/ });
  await expect(retention).toBeVisible();
  const cohorts = rows.filter((r) => r[0] === "retention" && r[2] === "new_senders");
  expect(cohorts).toHaveLength(12);
  await expect(retention.locator("tbody tr")).toHaveCount(12);
  const firstRow = retention.locator("tbody tr").first();
  await expect(firstRow.getByRole("cell").first()).toHaveText(cohorts[0]?.[3] ?? "");

  // First replies: as many conversations started as exported, and a median when any was answered.
  const started = value("first_replies", "current", "conversations_started");
  expect(Number(started)).toBeGreaterThan(0);
  await expect(page.locator('[data-first-reply="started"]')).toHaveText(
    Number(started).toLocaleString("en-US"),
  );
  await expect(page.locator('[data-first-reply="median"]')).toHaveText(/^\d+[hms]/);

  // Who came and who went, as exported.
  await expect(page.locator('[data-movement="new"]')).toHaveText(
    Number(value("senders", "new", "count")).toLocaleString("en-US"),
  );

  // Messages by type: the types' counts add up to the messages sent.
  const byType = rows.filter((r) => r[0] === "messages_by_type" && r[2] === "messages");
  expect(byType.reduce((sum, r) => sum + Number(r[3]), 0)).toBe(messages);
  await expect(
    page
      .getByRole("table", { name: /by type/ })
      .getByRole("rowheader")
      .first(),
  ).toHaveText(byType[0]?.[1] ?? "");

  // From chat to calls: the chatters, those who called after chatting and the calls per chatter, as exported.
  const toCalls = (measure: string) => Number(value("chat_to_calls", "current", measure));
  expect(toCalls("chatters")).toBeGreaterThan(0);
  await expect(page.locator('[data-chat-calls="chatters"]')).toHaveText(
    toCalls("chatters").toLocaleString("en-US"),
  );
  await expect(page.locator('[data-chat-calls="calledAfter"]')).toHaveText(
    toCalls("called_after_chatting").toLocaleString("en-US"),
  );
  await expect(page.locator('[data-chat-calls="callsPerChatter"]')).toHaveText(
    toCalls("calls_per_chatter").toLocaleString("en-US", { maximumFractionDigits: 2 }),
  );

  // Reactions on the range's messages, as exported; each day's add up to them.
  const reacted = Number(value("reactions", "current", "reactions"));
  expect(reacted).toBeGreaterThan(0);
  await expect(page.locator('[data-reactions="reactions"]')).toHaveText(reacted.toLocaleString("en-US"));
  const reactionDays = rows.filter((r) => r[0] === "reactions_per_day");
  expect(reactionDays).toHaveLength(90);
  expect(reactionDays.reduce((s, r) => s + Number(r[3]), 0)).toBe(reacted);
  // Threads and mentions as exported: the figures, or the card's empty state when the export has none.
  const threads = Number(value("threads", "current", "threads_with_replies"));
  const mentioning = Number(value("mentions", "current", "messages_with_mentions"));
  if (threads + mentioning === 0) {
    await expect(
      page.getByText("No replies in threads and no mentions in this range’s messages."),
    ).toBeVisible();
  } else {
    await expect(page.locator('[data-threads="threadsActive"]')).toHaveText(threads.toLocaleString("en-US"));
  }

  // The filled view reads well to a screen reader and in both themes.
  await axeSchemes(page, "the Messages view");

  // The most active sender opens their page.
  const section = (title: string) =>
    page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  const top = section("Most active senders").getByRole("link").first();
  const target = (await top.getAttribute("href")) ?? "";
  expect(target).toMatch(/^\/users\/[^/]+$/);
  await top.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The 7-day preset holds one week's start at most: its cohort shows all the same.
  await page.goto("/analytics?view=messages&range=7d");
  await expect(page.getByRole("heading", { name: "Weekly retention" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "First replies in one-on-one conversations" }),
  ).toBeVisible();
});
