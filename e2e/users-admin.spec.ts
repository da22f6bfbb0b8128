import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { chat, createUsers, runSuffix, sendText } from "./support/chat";
import { storageFile } from "./support/env";
import { pick } from "./support/picker";

const s = runSuffix();
const [subject, target1, target2, doomed, edited] = ["s", "t", "u", "d", "e"].map((p) => `ua-${p}-${s}`) as [
  string,
  string,
  string,
  string,
  string,
];

type UserBody = {
  data: { uid: string; name: string; statusMessage?: string; tags?: string[]; metadata?: object };
};
type ListBody = { data: { uid: string }[] };

const user = (uid: string) => chat<UserBody>("GET", `/users/${uid}`).then((r) => r.data);
const blockedBy = async (uid: string) =>
  (await chat<ListBody>("GET", `/users/${uid}/blockedusers?perPage=100`)).data.map((u) => u.uid).sort();
const tokenCount = async (uid: string) =>
  (await chat<ListBody>("GET", `/users/${uid}/auth_tokens?perPage=100`)).data.length;

/** Opens a user page's pick-users dialog, picks Tamsin and Tobias, submits, and waits for an outcome for each. */
async function pickTargets(page: Page, o: { open: string; dialog: string; picker: string; submit: string }) {
  await page.getByRole("button", { name: o.open }).click();
  const dialog = page.getByRole("dialog", { name: o.dialog });
  const picker = dialog.getByRole("combobox", { name: o.picker });
  for (const name of [`Tamsin${s}`, `Tobias${s}`]) await pick(page, picker, name);
  await dialog.getByRole("button", { name: o.submit, exact: true }).click();
  const outcomes = dialog.getByRole("list", { name: "Outcome per user" });
  await expect(outcomes.getByRole("listitem")).toHaveCount(2);
  return { dialog, outcomes };
}

/** Removes `uid`'s row of a user page's section with its row button, confirmed, and waits for the row to go. */
async function removeRow(page: Page, table: string, uid: string, button: string, confirm: string) {
  const rows = page.getByRole("table", { name: table });
  await expect(rows.getByRole("link", { name: uid })).toBeVisible();
  await rows.getByRole("button", { name: button }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: confirm }).click();
  await expect(rows.getByRole("link", { name: uid })).toHaveCount(0);
}

test.beforeAll(async () => {
  await createUsers(subject, doomed);
  await chat("POST", "/users", { uid: target1, name: `Tamsin${s} One` });
  await chat("POST", "/users", { uid: target2, name: `Tobias${s} Two` });
  await chat("POST", "/users", { uid: edited, name: `Edda${s}`, statusMessage: "on leave", tags: ["old"] });
});

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("creates a user: refused inline first, then created with tags and metadata", async ({ page }) => {
    const uid = `ua-new-${s}`;
    await page.goto("/users");
    await page.getByRole("button", { name: "New user" }).click();
    const dialog = page.getByRole("dialog", { name: "New user" });
    await expectAccessible(page, "new user dialog");
    await dialog.getByLabel("UID").fill(subject);
    await dialog.getByLabel("Name").fill(`Nadia${s} New`);
    await dialog.getByLabel("Avatar URL").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog.getByText(/must be a full http\(s\) address/)).toBeVisible();
    await dialog.getByLabel("Avatar URL").fill("https://example.com/nadia.png");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(dialog.getByText("A user with this uid already exists.")).toBeVisible();
    await dialog.getByLabel("UID").fill(uid);
    await dialog.getByLabel("Tags").fill("vip, beta");
    await dialog.getByLabel("Metadata (JSON)").fill('{"plan": "pro"}');
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${uid}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Nadia${s} New` })).toBeVisible();
    const created = await user(uid);
    expect(created).toMatchObject({
      name: `Nadia${s} New`,
      tags: ["vip", "beta"],
      metadata: { plan: "pro" },
    });
  });

  test("edits a user: a cleared box clears the field", async ({ page }) => {
    await page.goto(`/users/${edited}`);
    await page.getByRole("button", { name: "Edit user" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit user" });
    await expect(dialog.getByLabel("Status message")).toHaveValue("on leave");
    await dialog.getByLabel("Name").fill(`Edda${s} Edited`);
    await dialog.getByLabel("Status message").fill("");
    await dialog.getByLabel("Tags").fill("new");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edda${s} Edited` })).toBeVisible();
    const after = await user(edited);
    expect(after.name).toBe(`Edda${s} Edited`);
    expect(after.statusMessage ?? "").toBe("");
    expect(after.tags).toEqual(["new"]);
  });

  test("deletes a user for good once the uid is typed", async ({ page }) => {
    await page.goto(`/users/${doomed}`);
    await page.getByRole("button", { name: "Delete user…" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("cannot be undone");
    await dialog.getByLabel(`Type ${doomed} to confirm`).fill("wrong");
    await dialog.getByRole("button", { name: "Delete user" }).click();
    await expect(dialog.getByText("Type the user's uid exactly to confirm.")).toBeVisible();
    expect((await user(doomed)).uid).toBe(doomed);
    await dialog.getByLabel(`Type ${doomed} to confirm`).fill(doomed);
    await dialog.getByRole("button", { name: "Delete user" }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(chat("GET", `/users/${doomed}`)).rejects.toThrow(/404/);
    const all = await chat<ListBody>("GET", `/users?searchKey=${doomed}&withDeactivated=true`);
    expect(all.data).toEqual([]);
  });
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("blocks two users picked by name, then unblocks one from the list", async ({ page }) => {
    await page.goto(`/users/${subject}`);
    const { dialog } = await pickTargets(page, {
      open: "Block users",
      dialog: `Block users as ${subject}`,
      picker: "Users to block",
      submit: "Block",
    });
    await dialog.getByRole("button", { name: "Done" }).click();
    expect(await blockedBy(subject)).toEqual([target1, target2].sort());

    await removeRow(page, "Users blocked by this user", target1, `Unblock ${target1}`, "Unblock 1 user");
    expect(await blockedBy(subject)).toEqual([target2]);
  });

  test("befriends two users picked by name, then ends one friendship from the list", async ({ page }) => {
    const friendsOf = async (uid: string) =>
      (await chat<ListBody>("GET", `/users/${uid}/friends?perPage=100`)).data.map((u) => u.uid).sort();
    await page.goto(`/users/${edited}`);
    const { dialog, outcomes } = await pickTargets(page, {
      open: "Add friends",
      dialog: `Add friends of ${edited}`,
      picker: "Users to befriend",
      submit: "Add friends",
    });
    await expect(outcomes).toContainText("Created relationship with status accepted.");
    await dialog.getByRole("button", { name: "Done" }).click();
    expect(await friendsOf(edited)).toEqual([target1, target2].sort());
    // Mutual: the friend's list names this user too.
    expect(await friendsOf(target1)).toEqual([edited]);

    await removeRow(page, "Friends of this user", target2, `Remove ${target2}`, "End 1 friendship");
    expect(await friendsOf(edited)).toEqual([target1]);
  });

  test("deletes a conversation for the user only, then one for everyone", async ({ page }) => {
    const [p, q, r] = [`ua-cp-${s}`, `ua-cq-${s}`, `ua-cr-${s}`];
    await createUsers(p, q, r);
    await sendText(p, q, "user", `to q ${s}`);
    await sendText(r, p, "user", `from r ${s}`);
    type Convs = { data: { conversationId: string }[] };
    const convsOf = async (uid: string) =>
      (await chat<Convs>("GET", "/conversations", undefined, uid)).data.map((c) => c.conversationId).sort();
    const withQ = [p, q].sort().join("_user_");
    const withR = [p, r].sort().join("_user_");

    await page.goto(`/users/${p}`);
    const table = page.getByRole("table", { name: "Conversations of this user" });
    await table.getByRole("button", { name: `Delete ${withQ}` }).click();
    const ask = page.getByRole("alertdialog");
    await ask.getByRole("button", { name: `Delete for ${p}` }).click();
    await expect(table.getByRole("link", { name: withQ })).toHaveCount(0);
    expect(await convsOf(p)).toEqual([withR]);
    expect(await convsOf(q)).toEqual([withQ]);

    await table.getByRole("button", { name: `Delete ${withR}` }).click();
    await ask.getByLabel("Also delete its messages for everyone, for good").check();
    await ask.getByRole("button", { name: "Delete for everyone" }).click();
    await expect(table.getByRole("link", { name: withR })).toHaveCount(0);
    expect(await convsOf(r)).toEqual([]);
  });

  test("tags a conversation for the user, and records a token's client", async ({ page }) => {
    const [p, q] = [`ua-tp-${s}`, `ua-tq-${s}`];
    await createUsers(p, q);
    await sendText(p, q, "user", `tag me ${s}`);
    const withQ = [p, q].sort().join("_user_");
    await page.goto(`/users/${p}`);
    const table = page.getByRole("table", { name: "Conversations of this user" });
    await table.getByRole("button", { name: `Tags of ${withQ}` }).click();
    const dialog = page.getByRole("dialog", { name: `Tags of ${withQ} for ${p}` });
    await dialog.getByLabel("Tags").fill("vip, follow-up");
    await dialog.getByRole("button", { name: "Save tags" }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole("row", { name: new RegExp(withQ) })).toContainText("follow-up");
    type Conv = { data: { tags?: string[] } };
    expect((await chat<Conv>("GET", `/users/${q}/conversation`, undefined, p)).data.tags).toEqual([
      "vip",
      "follow-up",
    ]);
    // The other side's view of the same conversation has no tags.
    expect((await chat<Conv>("GET", `/users/${p}/conversation`, undefined, q)).data.tags).toBeUndefined();

    await chat("POST", `/users/${p}/auth_tokens`, { force: true });
    await page.reload();
    const tokens = page.getByRole("table", { name: "Auth tokens of this user, masked" });
    await expect(tokens).toContainText("Not told");
    await tokens.getByRole("button", { name: /^Client of / }).click();
    const client = page.getByRole("dialog", { name: "The token's client" });
    await client.getByLabel("Platform").fill("ios");
    await client.getByLabel("App info").fill("not json");
    await client.getByRole("button", { name: "Save" }).click();
    await expect(client.getByText("Give a JSON object")).toBeVisible();
    await client.getByLabel("App info").fill('{"version": "2.1.0"}');
    await client.getByRole("button", { name: "Save" }).click();
    await expect(client).toBeHidden();
    await expect(tokens).toContainText('{"version":"2.1.0"}');
    type Tokens = { data: { platform?: string; appInfo?: Record<string, unknown> }[] };
    const [saved] = (await chat<Tokens>("GET", `/users/${p}/auth_tokens`)).data;
    expect(saved).toMatchObject({ platform: "ios", appInfo: { version: "2.1.0" } });
  });

  test("revokes one auth token, then all of them", async ({ page }) => {
    for (let i = 0; i < 2; i++) await chat("POST", `/users/${subject}/auth_tokens`, { force: true });
    expect(await tokenCount(subject)).toBe(2);
    await page.goto(`/users/${subject}`);
    const tokens = page.getByRole("table", { name: "Auth tokens of this user, masked" });
    await expect(tokens.getByRole("button", { name: /^Revoke / })).toHaveCount(2);
    await tokens
      .getByRole("button", { name: /^Revoke / })
      .first()
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke 1 token" }).click();
    await expect(tokens.getByRole("button", { name: /^Revoke / })).toHaveCount(1);
    expect(await tokenCount(subject)).toBe(1);

    await page.getByRole("button", { name: `Revoke all tokens of ${subject}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke all tokens" }).click();
    await expect(page.getByText("This user has no auth tokens")).toBeVisible();
    expect(await tokenCount(subject)).toBe(0);
  });

  test("cannot create, edit or delete users", async ({ page }) => {
    await page.goto("/users");
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByRole("button", { name: "New user" })).toHaveCount(0);
    await page.goto(`/users/${subject}`);
    await expect(page.getByRole("button", { name: "Block users" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit user" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete user…" })).toHaveCount(0);
  });
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("sees none of the controls", async ({ page }) => {
    await chat("POST", `/users/${subject}/blockedusers`, { blockedUids: [target1] });
    await chat("POST", `/users/${subject}/auth_tokens`, { force: true });
    await page.goto(`/users/${subject}`);
    await expect(
      page.getByRole("table", { name: "Users blocked by this user" }).getByRole("link", { name: target1 }),
    ).toBeVisible();
    for (const name of [
      "Edit user",
      "Delete user…",
      "Block users",
      "Add friends",
      /^Revoke/,
      /^Unblock/,
      /^Delete /,
    ]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
  });
});

test.describe("the groups a user joined", () => {
  test.use({ storageState: storageFile("viewer") });

  test("are listed on the user's page with the user's scope, and a row opens the group", async ({ page }) => {
    const [led, joined] = [`ua-gl-${s}`, `ua-gj-${s}`];
    await chat("POST", "/groups", { guid: led, name: `Led ${s}`, owner: subject });
    await chat("POST", "/groups", { guid: joined, name: `Joined ${s}`, members: { moderators: [subject] } });
    await page.goto(`/users/${subject}`);
    const groups = page.getByRole("table", { name: "Groups this user joined" });
    await expect(groups.getByRole("row", { name: new RegExp(`${joined}.*moderator`) })).toBeVisible();
    await expect(groups.getByRole("row", { name: new RegExp(`${led}.*admin`) })).toBeVisible();
    await expect(groups.locator("tbody tr")).toHaveCount(2);
    await groups.getByRole("link", { name: led }).click();
    await expect(page).toHaveURL(`/groups/${led}`);
    await expect(page.getByRole("heading", { level: 1, name: `Led ${s}` })).toBeVisible();
  });
});
