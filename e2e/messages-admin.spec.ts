import { expect, type Page, test } from "@playwright/test";
import { chat, createUsers, runSuffix, sendText } from "./support/chat";
import { storageFile } from "./support/env";

const s = runSuffix();
const [ada, bob] = [`ma-a-${s}`, `ma-b-${s}`];
const guid = `ma-g-${s}`;

type MessageBody = {
  data: {
    id: string;
    sender: string;
    receiver: string;
    editedAt?: number;
    tags?: string[];
    data: { text?: string; metadata?: Record<string, unknown> };
  };
};
type ListBody = { data: MessageBody["data"][] };

/** Thread replies left out: they have no thread of their own. */
const newest = async (path: string, as: string) =>
  (await chat<ListBody>("GET", `${path}/messages?affix=prepend&limit=1&hideReplies=true`, undefined, as))
    .data[0];

test.beforeAll(async () => {
  await createUsers(ada, bob);
  await chat("POST", "/groups", { guid, name: `Team ${s}`, owner: ada, members: { participants: [bob] } });
  await sendText(ada, bob, "user", `hello ${s}`);
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("sends into a two-user conversation as either user", async ({ page }) => {
    await page.goto(`/messages?type=user&target=${bob}&as=${ada}`);
    const composer = page.getByRole("form", { name: "Send a message" });
    await expect(composer.getByLabel("Send as")).toHaveValue(ada);
    await composer.getByRole("button", { name: "Send" }).click();
    await expect(composer.getByText("Write a message.")).toBeVisible();
    await composer.getByLabel("Message").fill(`from ada ${s}`);
    await composer.getByRole("button", { name: "Send" }).click();
    const transcript = page.getByRole("feed", { name: "Messages, oldest first" });
    await expect(transcript.getByText(`from ada ${s}`)).toBeVisible();
    expect(await newest(`/users/${bob}`, ada)).toMatchObject({ sender: ada, receiver: bob });

    await composer.getByLabel("Send as").selectOption(bob);
    await composer.getByLabel("Message").fill(`from bob ${s}`);
    await composer.getByRole("button", { name: "Send" }).click();
    await expect(transcript.getByText(`from bob ${s}`)).toBeVisible();
    expect(await newest(`/users/${bob}`, ada)).toMatchObject({ sender: bob, receiver: ada });
  });

  test("sends into a conversation as a user's bot", async ({ page }) => {
    await page.goto(`/messages?type=user&target=${bob}&as=${ada}`);
    const composer = page.getByRole("form", { name: "Send a message" });
    await composer.getByLabel("Message").fill(`from the bot ${s}`);
    await composer.getByRole("switch", { name: "From the sender's bot" }).click();
    await composer.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(new RegExp(`Sent message \\d+ as the bot of ${ada}`))).toBeVisible();
    const transcript = page.getByRole("feed", { name: "Messages, oldest first" });
    await expect(transcript.getByText(`from the bot ${s}`)).toBeVisible();
    expect(await newest(`/users/${bob}`, ada)).toMatchObject({ sender: ada, receiver: bob });
  });

  test("announces into a group as the app, then edits the text from the message's page", async ({ page }) => {
    await page.goto(`/messages?type=group&target=${guid}&as=${ada}`);
    const composer = page.getByRole("form", { name: "Send a message" });
    await expect(composer.getByRole("combobox", { name: "Send as" })).toHaveValue("");
    await composer.getByLabel("Message").fill(`announcement ${s}`);
    await composer.getByRole("button", { name: "Send" }).click();
    const transcript = page.getByRole("feed", { name: "Messages, oldest first" });
    await expect(transcript.getByText(`announcement ${s}`)).toBeVisible();
    const sent = await newest(`/groups/${guid}`, ada);
    expect(sent).toMatchObject({ sender: "app_system", receiver: guid });

    await page.goto(`/messages/${sent?.id}`);
    await page.getByRole("button", { name: "Edit…" }).click();
    const dialog = page.getByRole("dialog", { name: `Edit message ${sent?.id}` });
    await expect(dialog.getByLabel("Text", { exact: true })).toHaveValue(`announcement ${s}`);
    await dialog.getByLabel("Text", { exact: true }).fill(`corrected ${s}`);
    await dialog.getByLabel("Metadata (JSON)").fill("{oops");
    await dialog.getByRole("button", { name: "Save message" }).click();
    await expect(dialog.getByText(/must be a JSON object/)).toBeVisible();
    expect((await chat<MessageBody>("GET", `/messages/${sent?.id}`)).data.data.text).toBe(
      `announcement ${s}`,
    );
    await dialog.getByLabel("Metadata (JSON)").fill('{"pinned": true}');
    await dialog.getByLabel("Tags").fill("notice, ops");
    await dialog.getByRole("button", { name: "Save message" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`corrected ${s}`).first()).toBeVisible();
    const after = await chat<MessageBody>("GET", `/messages/${sent?.id}`);
    expect(after.data.data.text).toBe(`corrected ${s}`);
    expect(after.data.data.metadata).toEqual({ pinned: true });
    expect(after.data.tags).toEqual(["notice", "ops"]);
    expect(after.data.editedAt).toEqual(expect.any(Number));
  });
});

/** Marks a message read or unread for `uid` from its page's Read state dialog, and waits for the dialog to close. */
async function setReadState(page: Page, id: string, uid: string, mark: "read" | "unread") {
  await page.goto(`/messages/${id}`);
  await page.getByRole("button", { name: "Read state…" }).click();
  const dialog = page.getByRole("dialog", { name: `Read state at message ${id}` });
  await dialog.getByRole("radio", { name: uid }).check();
  await dialog.getByLabel("Mark").selectOption(mark);
  await dialog.getByRole("button", { name: "Set read state" }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe("read state", () => {
  test.use({ storageState: storageFile("moderator") });

  test("marks a two-user conversation unread after a message for one of its users, then read again", async ({
    page,
  }) => {
    const [x, y] = [`ma-x-${s}`, `ma-y-${s}`];
    await createUsers(x, y);
    const first = await sendText(x, y, "user", `one ${s}`);
    await sendText(x, y, "user", `two ${s}`);
    const last = await sendText(x, y, "user", `three ${s}`);
    await chat("POST", `/users/${x}/conversation/read`, { messageId: last }, y);
    type Conv = { data: { unreadMessageCount: string } };
    const unread = async () =>
      Number((await chat<Conv>("GET", `/users/${x}/conversation`, undefined, y)).data.unreadMessageCount);
    expect(await unread()).toBe(0);

    await setReadState(page, first, y, "unread");
    await expect(page.getByText(`are marked as unread for the user ${y}`)).toBeVisible();
    expect(await unread()).toBe(2);

    await setReadState(page, last, y, "read");
    await expect.poll(unread).toBe(0);
  });
});

test.describe("threads", () => {
  test.use({ storageState: storageFile("moderator") });

  test("shows a message's thread beside it and replies in it as one of the two users", async ({ page }) => {
    const parent = await sendText(ada, bob, "user", `thread start ${s}`);
    await chat(
      "POST",
      `/messages/${parent}/thread`,
      {
        receiver: ada,
        receiverType: "user",
        category: "message",
        type: "text",
        data: { text: `first reply ${s}` },
      },
      bob,
    );
    await page.goto(`/messages/${parent}`);
    const replies = page.getByRole("table", { name: "Replies in the thread, oldest first" });
    await expect(replies.getByText(`first reply ${s}`)).toBeVisible();

    const form = page.getByRole("form", { name: "Reply in the thread" });
    await form.getByLabel("Reply as").selectOption(ada);
    await form.getByLabel("Reply", { exact: true }).fill(`second reply ${s}`);
    await form.getByRole("button", { name: "Reply" }).click();
    await expect(replies.getByText(`second reply ${s}`)).toBeVisible();
    type Thread = { data: { id: string; sender: string; receiver: string; parentId?: string }[] };
    const thread = await chat<Thread>("GET", `/messages/${parent}/thread`);
    expect(thread.data.map((m) => [m.sender, m.receiver, m.parentId])).toEqual([
      [bob, ada, parent],
      [ada, bob, parent],
    ]);

    await replies.getByRole("link", { name: thread.data[1]?.id ?? "" }).click();
    await expect(page.getByText(`A reply in the thread of message ${parent}`)).toBeVisible();
    await page.getByRole("link", { name: `message ${parent}` }).click();
    await expect(page).toHaveURL(`/messages/${parent}`);
  });
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("reads, but neither sends nor edits", async ({ page }) => {
    await page.goto(`/messages?type=user&target=${bob}&as=${ada}`);
    await expect(
      page.getByRole("feed", { name: "Messages, oldest first" }).getByText(`hello ${s}`),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Send a message" })).toHaveCount(0);
    const id = (await newest(`/users/${bob}`, ada))?.id;
    await page.goto(`/messages/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Message ${id}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit…" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Read state…" })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Reply in the thread" })).toHaveCount(0);
    await expect(page.getByRole("table", { name: "Replies in the thread, oldest first" })).toBeVisible();
  });
});
