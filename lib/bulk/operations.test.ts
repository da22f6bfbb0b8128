import { describe, expect, it } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import { runnerFor } from "./operations";

const users = ["op-a", "op-b", "op-c", "op-d", "op-e", "op-owner", "op-blocker"];

const sb = sandboxForFile(
  "eu",
  async () => {
    for (const uid of users) await sb.chat("POST", "/users", { uid, name: `User ${uid}` });
    await sb.chat("POST", "/groups", {
      guid: "op-group",
      name: "Ops",
      owner: "op-owner",
      members: { participants: ["op-a", "op-b"] },
    });
  },
  { timeoutMs: 60_000 },
);

/** Each operation against the real sandbox: its outcome per row, and whether `applied` sees the change. */
describe("bulk operations against the sandbox", () => {
  it("deactivates in one call, skipping a missing uid, and reactivates", async () => {
    const deactivate = runnerFor("users.deactivate", {});
    expect(await deactivate.applied(sb.connection, "op-c")).toBe(false);
    const out = await deactivate.apply(sb.connection, ["op-c", "op-d", "nobody-here"]);
    expect(out.get("op-c")?.status).toBe("done");
    expect(out.get("nobody-here")).toMatchObject({ status: "skipped", code: "ERR_UID_NOT_FOUND" });
    expect(await deactivate.applied(sb.connection, "op-c")).toBe(true);

    const reactivate = runnerFor("users.reactivate", {});
    expect(await reactivate.applied(sb.connection, "op-c")).toBe(false);
    const back = await reactivate.apply(sb.connection, ["op-c", "op-d", "nobody-here"]);
    expect(back.get("op-d")?.status).toBe("done");
    expect(back.get("nobody-here")?.status).toBe("refused");
    expect(await reactivate.applied(sb.connection, "op-c")).toBe(true);
  });

  it("adds users to a group with a scope and kicks, bans and rescopes members one by one", async () => {
    const add = runnerFor("users.add-to-group", { guid: "op-group", scope: "moderator" });
    expect(await add.applied(sb.connection, "op-c")).toBe(false);
    const added = await add.apply(sb.connection, ["op-c", "op-d"]);
    expect([...added.values()].map((o) => o.status)).toEqual(["done", "done"]);
    expect(await add.applied(sb.connection, "op-c")).toBe(true);

    const scope = runnerFor("members.scope", { guid: "op-group", scope: "admin" });
    expect((await scope.apply(sb.connection, ["op-c"])).get("op-c")?.status).toBe("done");
    expect(await scope.applied(sb.connection, "op-c")).toBe(true);

    const kick = runnerFor("members.kick", { guid: "op-group" });
    const kicked = await kick.apply(sb.connection, ["op-a", "op-owner"]);
    expect(kicked.get("op-a")?.status).toBe("done");
    // The owner can be neither kicked nor banned: that row is refused with the service's reason.
    expect(kicked.get("op-owner")?.status).toBe("refused");
    expect(kicked.get("op-owner")?.code).toMatch(/^ERR_/);
    expect(await kick.applied(sb.connection, "op-a")).toBe(true);
    expect(await kick.applied(sb.connection, "op-b")).toBe(false);

    const ban = runnerFor("members.ban", { guid: "op-group" });
    expect(await ban.applied(sb.connection, "op-b")).toBe(false);
    expect((await ban.apply(sb.connection, ["op-b"])).get("op-b")?.status).toBe("done");
    expect(await ban.applied(sb.connection, "op-b")).toBe(true);
  });

  it("blocks users on a user's behalf", async () => {
    const block = runnerFor("users.block", { by: "op-blocker" });
    expect(await block.applied(sb.connection, "op-e")).toBe(false);
    const out = await block.apply(sb.connection, ["op-e", "op-a"]);
    expect([...out.values()].every((o) => o.status === "done")).toBe(true);
    expect(await block.applied(sb.connection, "op-e")).toBe(true);
  });

  it("deletes messages, soft or for good, and deletes users for good", async () => {
    type Sent = { data: { id: string } };
    const send = async () =>
      (
        (await sb.chat("POST", "/messages", {
          receiver: "op-b",
          receiverType: "user",
          category: "message",
          type: "text",
          data: { text: "hello" },
        })) as Sent
      ).data.id;
    const [soft, hard] = [await send(), await send()];
    const softly = runnerFor("messages.delete", { permanent: false });
    expect(await softly.applied(sb.connection, soft)).toBe(false);
    expect((await softly.apply(sb.connection, [soft])).get(soft)?.status).toBe("done");
    expect(await softly.applied(sb.connection, soft)).toBe(true);
    const forGood = runnerFor("messages.delete", { permanent: true });
    expect((await forGood.apply(sb.connection, [hard])).get(hard)?.status).toBe("done");
    expect(await forGood.applied(sb.connection, hard)).toBe(true);
    const missing = await forGood.apply(sb.connection, ["999999"]);
    expect(missing.get("999999")?.status).toBe("refused");

    const del = runnerFor("users.delete", {});
    expect(await del.applied(sb.connection, "op-e")).toBe(false);
    expect((await del.apply(sb.connection, ["op-e"])).get("op-e")?.status).toBe("done");
    expect(await del.applied(sb.connection, "op-e")).toBe(true);
  });

  it("reviews reported and blocked messages one by one", async () => {
    type Sent = { data: { id: string; data: { moderation?: { status: string } } } };
    const send = async (text: string) =>
      (
        (await sb.chat("POST", "/messages", {
          receiver: "op-b",
          receiverType: "user",
          category: "message",
          type: "text",
          data: { text },
        })) as Sent
      ).data;
    const report = async (id: string) => {
      const res = await fetch(`${sb.url}/${sb.region}/${sb.appId}/sandbox/v1/messages/${id}/flags`, {
        method: "POST",
        headers: { apikey: sb.apiKey, "content-type": "application/json" },
        body: JSON.stringify({ uid: "op-b", reasonId: "spam" }),
      });
      expect(res.status).toBe(200);
    };
    const [kept, removed] = [(await send("fine")).id, (await send("not fine")).id];
    await report(kept);
    await report(removed);
    const dismiss = runnerFor("reports.dismiss", {});
    expect(await dismiss.applied(sb.connection, kept)).toBe(false);
    expect((await dismiss.apply(sb.connection, [kept])).get(kept)?.status).toBe("done");
    expect(await dismiss.applied(sb.connection, kept)).toBe(true);
    const remove = runnerFor("reports.remove", {});
    const mixed = await remove.apply(sb.connection, [removed, kept]);
    expect(mixed.get(removed)?.status).toBe("done");
    // Dismissed already: the service refuses a second review, and the job's record says so.
    expect(mixed.get(kept)?.status).toBe("refused");
    // Reviewed, but with the other outcome: not this job's.
    expect(await remove.applied(sb.connection, kept)).toBe(false);
    expect(await remove.applied(sb.connection, removed)).toBe(true);
    // A report already reviewed is no longer waiting: the service refuses it, and that row says so.
    expect((await remove.apply(sb.connection, [kept])).get(kept)?.status).toBe("refused");

    // Messages the app sends itself are never screened, so these come from a user.
    await sb.chat("POST", "/moderation/rules", {
      id: "op-rule",
      name: "Ops rule",
      enabled: true,
      action: ["blockMessage"],
      conditions: [{ operand: "text", operator: "contains", value: ["forbidden"] }],
    });
    const withheld = async () => {
      const res = await fetch(`${sb.url}/${sb.region}/${sb.appId}/api/v3/messages`, {
        method: "POST",
        headers: { apikey: sb.apiKey, onBehalfOf: "op-a", "content-type": "application/json" },
        body: JSON.stringify({
          receiver: "op-b",
          receiverType: "user",
          category: "message",
          type: "text",
          data: { text: "forbidden words" },
        }),
      });
      const body = (await res.json()) as Sent;
      expect(body.data.data.moderation?.status).toBe("pending");
      return body.data.id;
    };
    const [delivered, rejected] = [await withheld(), await withheld()];
    const deliver = runnerFor("blocked.deliver", {});
    expect(await deliver.applied(sb.connection, delivered)).toBe(false);
    expect((await deliver.apply(sb.connection, [delivered])).get(delivered)?.status).toBe("done");
    expect(await deliver.applied(sb.connection, delivered)).toBe(true);
    const reject = runnerFor("blocked.reject", {});
    expect((await reject.apply(sb.connection, [rejected])).get(rejected)?.status).toBe("done");
    expect(await reject.applied(sb.connection, rejected)).toBe(true);
    expect(await reject.applied(sb.connection, "999999")).toBe(false);
  });

  it("refuses parameters its schema does not take", () => {
    expect(() => runnerFor("users.add-to-group", { guid: "op-group" })).toThrow();
    expect(() => runnerFor("messages.delete", { permanent: "yes" })).toThrow();
  });
});
