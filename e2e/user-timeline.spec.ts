import { expect, test } from "@playwright/test";
import { chatApi } from "./support/chat-api";
import { e2e, e2eApp, storageFile } from "./support/env";

test.use({ storageState: storageFile("viewer") });

interface Call {
  sessionId: string;
  initiator: string;
}
interface Message {
  id: string;
  sender: string;
}

/** A page of the calls API (its own address beside the chat API's). */
async function listCalls(query: string): Promise<Call[]> {
  const app = e2eApp();
  const res = await fetch(`${e2e.sandboxUrl}/${app.region}/${app.appId}/call/v3/calls?${query}`, {
    headers: { apikey: app.apiKey },
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { data: Call[] }).data;
}

/** A seeded user who started a call and sent messages: their newest call and their newest message sent. */
async function seededUser(): Promise<{ uid: string; call: Call; message: Message }> {
  for (const c of await listCalls("perPage=100")) {
    const uid = c.initiator;
    const sent = await chatApi<{ data: Message[] }>(
      "GET",
      `/messages?sender=${encodeURIComponent(uid)}&categories=message,custom&limit=1`,
    );
    const message = sent.body.data.at(-1);
    if (!message) continue;
    const call = (await listCalls(`uid=${encodeURIComponent(uid)}&perPage=1`))[0];
    if (call) return { uid, call, message };
  }
  throw new Error("no seeded user has both a call and a message");
}

test("a user's timeline shows their message and call, each a link to its page", async ({ page }) => {
  const { uid, call, message } = await seededUser();
  await page.goto(`/users/${encodeURIComponent(uid)}`);
  const timeline = page.getByRole("region", { name: "Timeline" });
  const entries = timeline.getByRole("list", { name: "Timeline" });
  await expect(entries.getByRole("link").first()).toBeVisible();

  const kind = timeline.getByLabel("Kind");
  await kind.selectOption("call");
  await expect(page).toHaveURL(/[?&]timeline=call/);
  const callLink = entries.getByRole("link").first();
  await expect(callLink).toHaveAttribute("href", `/calls/${encodeURIComponent(call.sessionId)}`);
  await expect(callLink).toContainText("Calls");

  await kind.selectOption("message");
  await expect(page).toHaveURL(/[?&]timeline=message/);
  const messageLink = entries.getByRole("link").first();
  await expect(messageLink).toHaveAttribute("href", `/messages/${message.id}`);
  await expect(messageLink).toContainText("Messages sent");

  // The URL keeps the kind: the page drawn afresh shows the same entry first.
  await page.reload();
  await expect(timeline.getByLabel("Kind")).toHaveValue("message");
  await expect(entries.getByRole("link").first()).toHaveAttribute("href", `/messages/${message.id}`);

  await entries.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/messages/${message.id}$`));
});
