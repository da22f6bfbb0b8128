import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import { tempDataDir } from "@/test/temp-store";
import * as groupsContract from "../contract/groups";
import * as messagesContract from "../contract/messages";
import * as reactionsContract from "../contract/reactions";
import * as usersContract from "../contract/users";
import { call } from "../server/api/call";

tempDataDir("erase");
// The job is run here step by step, so the server's own runner is never woken.
vi.mock("./jobs", () => ({ bulkJobRunner: async () => ({ wake() {} }) }));

const { getDb } = await import("../db");
const { createEraseJob, planErase } = await import("./erase-job");
const { eraseReceipt, recordEraseReceipt } = await import("./erase-receipt");
const { runnerFor } = await import("./operations");
const { runJob } = await import("./runner");
const { claimJob, getJob, jobCounts, listRows, markApplying, recordOutcomes, rowsIn, setJobStatus } =
  await import("./store");

const BY = { email: "admin@x.test", role: "admin" };

async function send(from: string, receiver: string, receiverType: "user" | "group", text: string) {
  const res = await call(sb.connection, messagesContract.sendMessage, {
    body: { receiver, receiverType, category: "message", type: "text", data: { text } },
    onBehalfOf: from,
  });
  return (res.data as { id: string }).id;
}

const react = (uid: string, id: string, reaction: string) =>
  call(sb.connection, reactionsContract.addReaction, { params: { id, reaction }, onBehalfOf: uid });

const notFound = (p: Promise<unknown>) =>
  p.then(
    () => "found",
    (e: { status?: number }) => e.status,
  );

const ids: Record<string, string> = {};

const sb = sandboxForFile(
  "eu",
  async () => {
    for (const uid of ["er-target", "er-a", "er-b", "er-c", "er-late"]) {
      await sb.chat("POST", "/users", { uid, name: `User ${uid}` });
    }
    for (const force of [false, true]) await sb.chat("POST", "/users/er-target/auth_tokens", { force });
    // Owned with others in it (handed to the moderator, the only other admin-or-moderator), owned alone (deleted),
    // and someone else's group (left).
    await sb.chat("POST", "/groups", {
      guid: "er-owned",
      name: "Owned",
      owner: "er-target",
      members: { participants: ["er-a"], moderators: ["er-b"] },
    });
    await sb.chat("POST", "/groups", { guid: "er-alone", name: "Alone", owner: "er-target" });
    await sb.chat("POST", "/groups", {
      guid: "er-other",
      name: "Other",
      owner: "er-a",
      members: { participants: ["er-target"] },
    });
    ids.dm1 = await send("er-target", "er-a", "user", "hello a");
    ids.dm2 = await send("er-target", "er-a", "user", "again a");
    ids.group = await send("er-target", "er-other", "group", "hello group");
    ids.fromA = await send("er-a", "er-other", "group", "from a");
    await react("er-target", ids.fromA, "👍");
    await react("er-target", ids.fromA, ":heart:");
    await react("er-a", ids.fromA, "👍");
    await sb.chat("POST", "/users/er-target/blockedusers", { blockedUids: ["er-c"] });
    await sb.chat("POST", "/users/er-target/friends", { accepted: ["er-a"] });
  },
  { timeoutMs: 60_000 },
);

const deps = async () => ({
  db: await getDb(),
  owner: "one",
  connectionFor: async () => sb.connection,
  runnerFor,
  leaseMs: 10_000,
  onEnd: async (job: Parameters<typeof recordEraseReceipt>[1]) => recordEraseReceipt(await getDb(), job),
});
type Deps = Awaited<ReturnType<typeof deps>>;

/** Claims the job as this dashboard's runner would. */
async function claimed(id: string): Promise<Deps> {
  const d = await deps();
  expect(await claimJob(d.db, d.owner, Date.now(), d.leaseMs)).toBe(id);
  return d;
}

/** Removes `rows` as a runner does, recording the outcomes of only the first `recorded` (a crash after). */
async function applyByHand(
  d: Deps,
  id: string,
  uid: string,
  rows: { seq: number; target: string }[],
  recorded = rows.length,
) {
  const at = Date.now() + d.leaseMs;
  expect(
    await markApplying(
      d.db,
      id,
      d.owner,
      at,
      rows.map((r) => r.seq),
    ),
  ).toBe(true);
  const outcomes = await runnerFor("users.erase", { uid, byRole: "admin" }).apply(
    sb.connection,
    rows.map((r) => r.target),
  );
  const done = rows.slice(0, recorded);
  await recordOutcomes(
    d.db,
    id,
    done.map((r) => ({ seq: r.seq, outcome: outcomes.get(r.target) ?? { status: "refused" } })),
    1,
  );
}

async function receiptOf(id: string) {
  const db = await getDb();
  const job = await getJob(db, id);
  if (!job) throw new Error("no job");
  return eraseReceipt(db, job);
}

/** The audit log's receipts of erasing `uid`. */
const auditedReceipts = async (uid: string) =>
  (await getDb())
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", "bulk.erase-receipt")
    .where("target", "=", uid)
    .execute();

/** What the dry run finds of er-target's, and what erasing them removes. */
const TARGET_COUNTS = {
  auth: 2,
  reaction: 2,
  message: 3,
  owner: 1,
  group: 1,
  member: 2,
  blocked: 1,
  friend: 1,
  user: 1,
};

describe("erasing a user against the sandbox", () => {
  it("lists in its dry run every item of the user's the service keeps, counted, the first few named", async () => {
    const plan = await planErase(sb.connection, "ER-TARGET");
    const counts = Object.fromEntries(plan.kinds.map((k) => [k.kind, k.count]));
    expect(counts).toEqual(TARGET_COUNTS);
    expect(plan.uid).toBe("er-target");
    expect(plan.total).toBe(14);
    const first = Object.fromEntries(plan.kinds.map((k) => [k.kind, k.first]));
    expect(first.message).toEqual([`Message ${ids.dm1}`, `Message ${ids.dm2}`, `Message ${ids.group}`]);
    expect(first.reaction).toEqual([
      `Reaction 👍 on message ${ids.fromA}`,
      `Reaction :heart: on message ${ids.fromA}`,
    ]);
    expect(first.owner).toEqual(["Ownership of group er-owned, to er-b"]);
    expect(first.group).toEqual(["Group er-alone (deleted)"]);
    // Groups come by name: "Other", then "Owned".
    expect(first.member).toEqual(["Membership of group er-other", "Membership of group er-owned"]);
    // Tokens are named masked, never as the credential.
    for (const t of first.auth ?? []) expect(t).toMatch(/^Auth token er-target_\d{4}…[0-9a-f]{4}$/);
    expect(plan.ownership).toContain("1 pass to another member first");
    expect(plan.ownership).toContain("er-owned to er-b");
    expect(plan.ownership).toContain("1 with nobody else in them are deleted");
  });

  it("refuses a dry run for a missing user and for a deactivated one, saying why", async () => {
    await expect(planErase(sb.connection, "er-nobody")).rejects.toThrow("The app has no user er-nobody");
    await sb.chat("DELETE", "/users", { uidsToDeactivate: ["er-c"] });
    await expect(planErase(sb.connection, "er-c")).rejects.toThrow("reactivate them, then erase them");
    await sb.chat("PUT", "/users", { uidsToActivate: ["er-c"] });
  });

  it("removes everything after a crash midway, with a receipt of what was removed so far and at the end", async () => {
    const db = await getDb();
    const id = randomUUID();
    expect(await createEraseJob(sb.connection, { id, uid: "er-target" }, BY)).toEqual({ id, rows: 14 });
    // Sent twice (a double click): one job.
    expect(await createEraseJob(sb.connection, { id, uid: "er-target" }, BY)).toEqual({ id, rows: 14 });
    await expect(createEraseJob(sb.connection, { id: randomUUID(), uid: "er-target" }, BY)).rejects.toThrow(
      "already under way",
    );

    // A dashboard removed the first four items and recorded them, removed the fifth, and died before recording it.
    const d = await claimed(id);
    await applyByHand(d, id, "er-target", await rowsIn(db, id, "pending", 5), 4);
    const sofar = await receiptOf(id);
    expect(sofar.removed.map((k) => [k.kind, k.count])).toEqual([
      ["auth", 2],
      ["reaction", 2],
    ]);
    expect(sofar.userDeleted).toBe(false);
    expect(sofar.notRemoved.find((k) => k.kind === "user")?.items).toEqual([
      { item: "User er-target", why: "Not removed yet." },
    ]);

    await runJob(d, id);
    expect(await jobCounts(db, id)).toEqual({ pending: 0, applying: 0, done: 14, refused: 0, skipped: 0 });

    // Nothing of the user is left: messages gone for everyone, memberships, tokens, reactions, the user.
    for (const m of [ids.dm1, ids.dm2, ids.group]) {
      expect(
        await notFound(call(sb.connection, messagesContract.getMessage, { params: { id: m ?? "" } })),
      ).toBe(404);
    }
    expect(await notFound(call(sb.connection, usersContract.getUser, { params: { uid: "er-target" } }))).toBe(
      404,
    );
    const everyone = (await sb.chat("GET", "/users?withDeactivated=true&perPage=1000")) as {
      data: { uid: string }[];
    };
    expect(everyone.data.map((u) => u.uid)).not.toContain("er-target");
    const reactions = await call(sb.connection, reactionsContract.listReactions, {
      params: { id: ids.fromA ?? "" },
      query: { limit: 100 },
    });
    expect(reactions.data.map((r) => [r.uid, r.reaction])).toEqual([["er-a", "👍"]]);
    const owned = await call(sb.connection, groupsContract.getGroup, { params: { guid: "er-owned" } });
    expect(owned.data.owner).toBe("er-b");
    for (const guid of ["er-owned", "er-other"]) {
      const members = await call(sb.connection, groupsContract.listGroupMembers, {
        params: { guid },
        query: { perPage: 100 },
      });
      expect(members.data.map((m) => m.uid)).not.toContain("er-target");
    }
    expect(
      await notFound(call(sb.connection, groupsContract.getGroup, { params: { guid: "er-alone" } })),
    ).toBe(404);
    const friends = await call(sb.connection, usersContract.listFriends, {
      params: { uid: "er-a" },
      query: { perPage: 100 },
    });
    expect(friends.data.map((u) => u.uid)).not.toContain("er-target");

    // The receipt: every item removed, counted as the dry run counted them, with their ids; and in the audit log.
    const receipt = await receiptOf(id);
    expect(Object.fromEntries(receipt.removed.map((k) => [k.kind, k.count]))).toEqual(TARGET_COUNTS);
    expect(receipt.removed.find((k) => k.kind === "message")?.ids).toEqual([ids.dm1, ids.dm2, ids.group]);
    expect(receipt.notRemoved).toEqual([]);
    expect(receipt.userDeleted).toBe(true);
    expect(receipt.by).toBe(BY.email);
    expect(receipt.endedAt).not.toBeNull();
    const audit = await auditedReceipts("er-target");
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_email).toBe(BY.email);
    expect(audit[0]?.outcome).toBe("ok");
    const kept = JSON.parse(audit[0]?.input ?? "{}");
    expect(kept).toMatchObject({ id, uid: "er-target", status: "done", userDeleted: true });
    expect(kept.counts).toEqual(Object.fromEntries(receipt.removed.map((k) => [k.kind, k.count])));
    expect(kept.removed.message).toEqual([ids.dm1, ids.dm2, ids.group]);
    expect(kept.removed.auth).toHaveLength(2);
  }, 60_000);

  it("keeps the user when something of theirs is left at the end, and its receipt says what", async () => {
    const db = await getDb();
    const id = randomUUID();
    await send("er-late", "er-a", "user", "before");
    await createEraseJob(sb.connection, { id, uid: "er-late" }, BY);
    // Sent after the job read the user's items: the job does not know it, so the user cannot go.
    const late = await send("er-late", "er-a", "user", "after the dry run");
    await runJob(await claimed(id), id);
    expect(await jobCounts(db, id)).toMatchObject({ done: 1, refused: 1, pending: 0 });
    const receipt = await receiptOf(id);
    expect(receipt.userDeleted).toBe(false);
    expect(receipt.notRemoved[0]?.items[0]?.why).toMatch(
      /^Not deleted, as some of theirs is left \(messages.*: 1\)/,
    );
    expect(await notFound(call(sb.connection, messagesContract.getMessage, { params: { id: late } }))).toBe(
      "found",
    );
    const [audit] = await auditedReceipts("er-late");
    expect(audit?.outcome).toBe("error");
    expect(JSON.parse(audit?.input ?? "{}").notRemoved).toEqual({ user: 1 });
  }, 60_000);

  it("leaves a receipt of what was removed when the job is cancelled midway, the user kept", async () => {
    const db = await getDb();
    await sb.chat("POST", "/users", { uid: "er-cancel", name: "Cancelled" });
    await sb.chat("POST", "/users/er-cancel/auth_tokens", {});
    const id = randomUUID();
    await createEraseJob(sb.connection, { id, uid: "er-cancel" }, BY);
    const d = await claimed(id);
    // The token goes; then an admin cancels before the user's turn.
    const token = await rowsIn(db, id, "pending", 1);
    expect(token).toHaveLength(1);
    await applyByHand(d, id, "er-cancel", token);
    expect(await setJobStatus(db, id, ["queued", "running"], "cancelled", 2)).toBe(true);
    await runJob(d, id);
    const receipt = await receiptOf(id);
    expect(receipt.status).toBe("cancelled");
    expect(receipt.removed.map((k) => [k.kind, k.count])).toEqual([["auth", 1]]);
    expect(receipt.notRemoved).toEqual([
      {
        kind: "user",
        label: "The user (deleted permanently)",
        count: 1,
        items: [{ item: "User er-cancel", why: "Not removed: the job was cancelled." }],
      },
    ]);
    expect((await sb.chat("GET", "/users/er-cancel")) as object).toMatchObject({
      data: { uid: "er-cancel" },
    });
    const [audit] = await auditedReceipts("er-cancel");
    expect(audit?.outcome).toBe("error");
    expect(JSON.parse(audit?.input ?? "{}")).toMatchObject({
      status: "cancelled",
      counts: { auth: 1 },
      notRemoved: { user: 1 },
    });
  }, 60_000);

  it("does not delete a user deactivated during the erasure, and says why", async () => {
    const db = await getDb();
    await sb.chat("POST", "/users", { uid: "er-deact", name: "Deactivated later" });
    const id = randomUUID();
    await createEraseJob(sb.connection, { id, uid: "er-deact" }, BY);
    await sb.chat("DELETE", "/users", { uidsToDeactivate: ["er-deact"] });
    await runJob(await claimed(id), id);
    const refused = await listRows(db, id, { status: "refused", page: 1, perPage: 5 });
    expect(refused.rows.map((r) => [r.target, r.code])).toEqual([["user:er-deact", "USER_DEACTIVATED"]]);
    const listed = (await sb.chat("GET", "/users?onlyDeactivated=true&perPage=1000")) as {
      data: { uid: string }[];
    };
    expect(listed.data.map((u) => u.uid)).toContain("er-deact");
  }, 60_000);
});
