import { expect, test } from "@playwright/test";
import { formatCalendarDay } from "../lib/format";
import { chat, createUsers, runSuffix, sendText } from "./support/chat";
import { storageFile } from "./support/env";
import { pick } from "./support/picker";

type Box = { x: number; y: number; width: number; height: number };

const s = runSuffix();
const spammer = `spam-${s}`;
const reader = `read-${s}`;
const word = `zorbix${s}`;
const ruleId = `e2e-${s}`;

type Flagged = { data: { id: string }[] };
const flaggedFrom = async (uid: string) =>
  (await chat<Flagged>("GET", `/moderation/flagged-messages?sender=${uid}&limit=100`)).data.map((f) => f.id);
const blockedFrom = async (uid: string) =>
  (await chat<Flagged>("GET", `/moderation/blocked-messages?sender=${uid}&limit=100`)).data.map((f) => f.id);
const conversation = async () =>
  (
    await chat<{ data: { id: string }[] }>("GET", `/users/${spammer}/messages?limit=100`, undefined, reader)
  ).data.map((m) => m.id);

let first: string;
let second: string;
let withheld: string;

test.beforeAll(async () => {
  await createUsers(spammer, reader);
  first = await sendText(spammer, reader, "user", "buy cheap watches here");
  second = await sendText(spammer, reader, "user", "last chance, buy now");
  await chat("POST", `/messages/${first}/flagged`, { reasonId: "spam", remark: "ads again" }, reader);
  await chat("POST", `/messages/${second}/flagged`, { reasonId: "spam" }, reader);
  await chat("POST", "/moderation/rules", {
    id: ruleId,
    name: `Word ${s}`,
    enabled: true,
    action: ["blockMessage"],
    conditions: [{ operand: "text", operator: "contains", value: [word] }],
  });
  const res = await chat<{ data: { id: string; data: { moderation?: { status: string } } } }>(
    "POST",
    "/messages",
    {
      receiver: reader,
      receiverType: "user",
      category: "message",
      type: "text",
      data: { text: `try ${word} today` },
    },
    spammer,
  );
  expect(res.data.data.moderation?.status).toBe("pending");
  withheld = res.data.id;
});

test.afterAll(async () => {
  await chat("DELETE", `/moderation/rules/${ruleId}`).catch(() => undefined);
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("works the queue by keyboard: approve, remove with undo, then a blocked message delivered", async ({
    page,
  }) => {
    await page.goto("/moderation");
    await pick(page, page.getByRole("combobox", { name: "Sender", exact: true }), spammer);
    const detail = page.getByRole("region", { name: `Message ${first}` });
    await expect(detail).toContainText("buy cheap watches here");
    await expect(detail).toContainText("Reported by");
    await expect(detail).toContainText("ads again");
    const history = (region: typeof detail) => region.getByRole("region", { name: "Sender's history" });
    await expect(history(detail)).toContainText("No earlier reviews of this sender's messages.");
    await expect(history(detail)).toContainText("Waiting: 2 reports and 1 blocked message.");

    // The figures above the queue: what waits now, and today's bar drawn (it was 0 px tall with data).
    const figures = page.getByRole("region", { name: "Moderation figures" });
    const reported = figures.getByText(/^[\d,]+\+? reported$/);
    const waiting = Number.parseInt((await reported.textContent()) ?? "", 10);
    expect(waiting).toBeGreaterThanOrEqual(2);
    const today = figures.getByRole("listitem", {
      name: new RegExp(`^${formatCalendarDay(new Date().toISOString().slice(0, 10))}: `),
    });
    expect((await today.boundingBox())?.height).toBeGreaterThan(40);
    const bars = await today
      .locator("span")
      .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().height));
    expect(Math.max(...bars)).toBeGreaterThan(0);

    await page.keyboard.press("a");
    await expect(page.getByText(`Approved: message ${first}`)).toBeVisible();
    const next = page.getByRole("region", { name: `Message ${second}` });
    await expect(next).toBeVisible();
    await expect.poll(() => flaggedFrom(spammer), { timeout: 15_000 }).toEqual([second]);
    // Read again once the outcome applied, without a reload.
    await expect(reported).toHaveText(`${waiting - 1} reported`);
    await expect(figures).toContainText(/Time to first review: median/);
    expect(await conversation()).toContain(first);
    await expect(history(next)).toContainText("1 report dismissed");
    await expect(history(next).getByRole("list", { name: "Reviewed earlier" })).toContainText(
      "report dismissed: “buy cheap watches here”",
    );

    await page.keyboard.press("d");
    await expect(page.getByText(`Removed: message ${second}`)).toBeVisible();
    await page.keyboard.press("u");
    await expect(next).toBeVisible();
    await page.waitForTimeout(6000);
    expect(await flaggedFrom(spammer)).toEqual([second]);

    await page.getByRole("tab", { name: "Blocked by rules" }).click();
    await page.getByLabel("Blocked by").selectOption(ruleId);
    const blocked = page.getByRole("region", { name: `Message ${withheld}` });
    await expect(blocked).toContainText(`Blocked by the rule Word ${s} on ${word}`);
    expect(await conversation()).not.toContain(withheld);
    await blocked.getByRole("button", { name: /Approve/ }).click();
    await expect.poll(conversation, { timeout: 15_000 }).toContain(withheld);
    expect(await blockedFrom(spammer)).toEqual([]);

    await expect(figures.getByRole("row", { name: /Spam/ })).toBeVisible();
  });

  test("a key that does not apply says why; toasts leave the outcome buttons clear, wide and on a phone", async ({
    page,
  }) => {
    const quiet = `quiet-${s}`;
    await createUsers(quiet);
    const id = await sendText(quiet, reader, "user", "a one-to-one message");
    await chat("POST", `/messages/${id}/flagged`, { reasonId: "spam" }, reader);
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto("/moderation");
      await pick(page, page.getByRole("combobox", { name: "Sender", exact: true }), quiet);
      const detail = page.getByRole("region", { name: `Message ${id}` });
      await expect(detail).toBeVisible();

      await page.keyboard.press("b");
      await expect(detail.getByRole("status")).toHaveText(
        `“Remove and ban” is for messages sent to a group; message ${id} went to ${reader} alone. To stop the sender everywhere, press x (remove and deactivate sender).`,
      );
      await expect(detail).toBeVisible();

      const approve = detail.getByRole("button", { name: /^Approve/ });
      await approve.scrollIntoViewIfNeeded();
      const buttons = await detail
        .getByRole("button")
        .evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON() as Box));
      await approve.click();
      const toast = page.locator("[data-sonner-toast]", { hasText: `Approved: message ${id}` });
      await expect(toast).toBeVisible();
      // Under the header, not over it, once it has come to rest (it slides in from above).
      const header = (await page.getByRole("banner").first().boundingBox()) as Box;
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(header.y + header.height);
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const box = (await toast.boundingBox()) as Box;
      for (const b of buttons) expect(overlaps(box, b), JSON.stringify({ size, box, b })).toBe(false);
      await page.keyboard.press("u");
      await expect(detail).toBeVisible();
    }
    await page.waitForTimeout(6000);
    expect(await flaggedFrom(quiet)).toEqual([id]);
  });

  test("dismisses several reports at once through a bulk job", async ({ page }) => {
    const noisy = `noisy-${s}`;
    await createUsers(noisy);
    const ids = [
      await sendText(noisy, reader, "user", "one more offer"),
      await sendText(noisy, reader, "user", "and another offer"),
    ];
    for (const id of ids) await chat("POST", `/messages/${id}/flagged`, { reasonId: "spam" }, reader);

    await page.goto("/moderation");
    await pick(page, page.getByRole("combobox", { name: "Sender", exact: true }), noisy);
    await expect(page.getByRole("region", { name: `Message ${ids[0]}` })).toBeVisible();
    await page.getByLabel("Select all 2 shown").check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar.getByRole("status")).toHaveText("2 messages selected");
    await bar.getByRole("button", { name: "Approve (dismiss the reports)…" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Review 2 messages…" }).click();
    await expect(page.getByRole("dialog").getByTestId("plan-rows")).toHaveText("2 messages");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /2 messages$/ })
      .click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("count-done")).toHaveText("2", { timeout: 20_000 });
    expect(await flaggedFrom(noisy)).toEqual([]);
    // Dismissed reports leave the messages in the conversation.
    const kept = (
      await chat<{ data: { id: string }[] }>("GET", `/users/${noisy}/messages?limit=100`, undefined, reader)
    ).data.map((m) => m.id);
    expect(kept).toEqual(expect.arrayContaining(ids));
  });

  test("the rules are an admin's", async ({ page }) => {
    await page.goto("/moderation/rules");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  });
});

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("tests a rule before saving it, and imports a keyword list from a CSV", async ({ page }) => {
    await page.goto("/moderation/rules");
    await page.getByRole("button", { name: "New keyword list" }).click();
    const listDialog = page.getByRole("dialog", { name: "New keyword list" });
    await listDialog.getByLabel("List id").fill(`list-${s}`);
    await listDialog.getByLabel("Name", { exact: true }).fill(`Imported ${s}`);
    await listDialog.getByLabel("Import a CSV").setInputFiles({
      name: "words.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`grizzle,"snark, bark"\nwhomp\n`),
    });
    await expect(listDialog.getByLabel("Terms", { exact: true })).toHaveValue("grizzle\nsnark, bark\nwhomp");
    await listDialog.getByLabel("Terms", { exact: true }).fill("grizzle\nwhomp");
    await listDialog.getByRole("button", { name: "Create list" }).click();
    await expect(listDialog).toBeHidden();
    const saved = await chat<{ data: { searchTerms: string[] } }>("GET", `/moderation/keywords/list-${s}`);
    expect(saved.data.searchTerms).toEqual(["grizzle", "whomp"]);

    await page.getByRole("button", { name: "New rule" }).click();
    const dialog = page.getByRole("dialog", { name: "New rule" });
    await dialog.getByLabel("Rule id").fill(`rule-${s}`);
    await dialog.getByLabel("Name", { exact: true }).fill(`Imported words ${s}`);
    await dialog.getByLabel("Against").selectOption("list");
    await dialog.getByLabel("Keyword list").selectOption(`list-${s}`);
    await dialog.getByLabel("Sample message").fill("what a Whomp that was");
    await expect(dialog.getByRole("status")).toHaveText(
      "Matched “whomp”: the message would be withheld for review.",
    );
    await dialog.getByLabel("Sample message").fill("a whompish thing");
    await expect(dialog.getByRole("status")).toHaveText("Not matched: the message would be delivered.");
    await dialog.getByRole("button", { name: "Add a condition" }).click();
    const second = dialog.getByRole("group", { name: "Condition 2" });
    await second.getByLabel("Look at").selectOption("image");
    await second.getByLabel("Words or phrases").fill("blorp");
    await dialog.getByLabel("Sample message").fill("party-blorp.png");
    await expect(dialog.getByRole("status")).toHaveText(
      "Matched “blorp” (condition 2): the message would be withheld for review.",
    );
    await dialog.getByRole("button", { name: "Create rule" }).click();
    await expect(dialog).toBeHidden();
    const rule = await chat<{ data: { conditions: { value: string[] }[] } }>(
      "GET",
      `/moderation/rules/rule-${s}`,
    );
    expect(rule.data.conditions.map((c) => c.value)).toEqual([[`list-${s}`], ["blorp"]]);

    await page.getByRole("button", { name: `Delete rule-${s}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete rule" }).click();
    await expect(page.getByRole("button", { name: `Delete rule-${s}` })).toHaveCount(0);
    await page.getByRole("button", { name: `Delete list-${s}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete list" }).click();
    await expect(page.getByRole("button", { name: `Delete list-${s}` })).toHaveCount(0);
  });
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("can neither work the queue nor see the rules", async ({ page }) => {
    for (const path of ["/moderation", "/moderation/rules"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    }
  });
});
