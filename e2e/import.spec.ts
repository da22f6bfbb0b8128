/**
 * An import end to end against a sandbox of its own whose import class allows one request a 4 s window (60 a
 * minute in production): a CSV of users and a JSON of messages checked on the page (a formula cell and a message
 * naming a user nobody has are refused before anything is sent), dry-run, started, then the dashboard killed with
 * `kill -9` midway and restarted: the job finishes with every row imported once.
 */
import { rmSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { type SandboxProcess, startSandbox } from "../test/sandbox-process";
import { dashboardOn, type Instance, signedInAt, startInstance } from "./support/instances";

const OWNER = { email: "owner@import.test", password: "import-owner-password-1" };
const USERS = 120;

let sandbox: SandboxProcess;
let dashboard: Instance;
let env: NodeJS.ProcessEnv;
let dataDir: string;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sandbox = await startSandbox("eu", {
    SANDBOX_RATE_LIMIT_IMPORT: "1",
    SANDBOX_RATE_LIMIT_WINDOW_MS: "4000",
  });
  ({ dashboard, env, dataDir } = await dashboardOn(sandbox, "Import app", OWNER));
});

test.afterAll(async () => {
  await dashboard?.stop();
  await sandbox?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const uid = (i: number) => `mig-${String(i).padStart(3, "0")}`;
const usersCsv = [
  "uid,name,createdAt",
  ...Array.from({ length: USERS }, (_, i) => `${uid(i)},Migrated ${i},1673421419`),
  "mig-bad,=cmd|' /C calc'!A0,",
].join("\n");
const message = (muid: string, sender: string, receiver: string, text: string, sentAt: number) => ({
  muid,
  sender,
  receiverType: "user",
  receiver,
  data: { text },
  sentAt: String(sentAt),
});
const messagesJson = JSON.stringify({
  messages: {
    mm1: message("mm1", uid(0), uid(1), "first", 1673421500),
    mm2: message("mm2", uid(1), uid(0), "second", 1673421600),
    mm3: message("mm3", uid(2), "nobody-here", "lost", 1673421700),
  },
});

const countOf = async (page: Page, what: string) =>
  Number(await page.getByTestId(`count-${what}`).textContent());

test("imports a CSV of users and a JSON of messages, refusing bad rows first, across a kill -9 of the dashboard", async ({
  browser,
}) => {
  const page = await signedInAt(browser, dashboard.url, OWNER);
  await page.goto(`${dashboard.url}/import`);
  await page.getByLabel("Users file").setInputFiles({
    name: "users.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(usersCsv),
  });
  await page.getByLabel("Messages file").setInputFiles({
    name: "messages.json",
    mimeType: "application/json",
    buffer: Buffer.from(messagesJson),
  });
  await expect(page.getByTestId("summary-users")).toHaveText(
    `users.csv: ${USERS + 1} rows, ${USERS} ready, 1 refused.`,
  );
  const refused = page.getByRole("table", { name: "Refused rows of users.csv" });
  await expect(refused.getByRole("row").nth(1)).toContainText(`${USERS + 2}mig-badname`);
  await expect(refused).toContainText("which a spreadsheet runs as a formula");

  await page.getByRole("button", { name: "Dry run" }).click();
  const plan = page.getByRole("region", { name: "Dry run" });
  await expect(plan.getByTestId("plan-summary")).toContainText(
    `Dry run, nothing sent: ${USERS + 2} rows in 4 requests`,
  );
  const missing = plan.getByRole("table", { name: "Rows of messages.json the dry run refused" });
  await expect(missing).toContainText('no user "nobody-here" in this import or in the app');
  // The dry run sent nothing.
  expect(await exists(uid(0))).toBe(false);

  await page.getByRole("button", { name: `Import ${USERS + 2} rows` }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = page.url();
  await expect(page.getByTestId("count-skipped")).toHaveText("2");
  await expect.poll(() => countOf(page, "done"), { timeout: 30_000 }).toBeGreaterThan(0);
  await dashboard.kill();
  expect(await countOf(page, "done")).toBeLessThan(USERS + 2);

  dashboard = await startInstance(env, Number(new URL(dashboard.url).port));
  await page.goto(jobUrl);
  await expect(page.getByTestId("count-done")).toHaveText(String(USERS + 2), { timeout: 90_000 });
  await expect(page.getByTestId("count-refused")).toHaveText("0");
  await expect(page.getByTestId("count-pending")).toHaveText("0");

  // The refused rows come back in their file's columns, ready to mend and upload again.
  const refusedUsers = await downloaded(page, "Refused rows of users.csv (CSV)");
  expect(refusedUsers.split("\r\n")[0]).toMatch(/^Row in file,uid,name,/);
  expect(refusedUsers).toContain(`${USERS + 2},mig-bad,'=cmd|' /C calc'!A0,`);
  expect(await downloaded(page, "Refused rows of messages.json (CSV)")).toMatch(/\n3,mm3,.*nobody-here/);

  // Every user once, each message once, the refused rows never.
  const users = (await sandbox.chat("GET", "/users?perPage=1000&searchKey=mig-")) as {
    data: { uid: string }[];
  };
  expect(users.data.map((u) => u.uid).sort()).toEqual(Array.from({ length: USERS }, (_, i) => uid(i)));
  const messages = (await sandbox.chat("GET", "/messages?perPage=100")) as {
    data: { data: { text?: string } }[];
  };
  const texts = messages.data
    .map((m) => m.data.text)
    .filter((t) => ["first", "second", "lost"].includes(t ?? ""));
  expect(texts.sort()).toEqual(["first", "second"]);
  await page.context().close();
});

async function downloaded(page: Page, link: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: link }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function exists(id: string) {
  try {
    await sandbox.chat("GET", `/users/${id}`);
    return true;
  } catch {
    return false;
  }
}
