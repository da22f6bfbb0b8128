import { describe, expect, it } from "vitest";
import { appendAudit } from "@/lib/audit";
import { sandboxForFile } from "@/test/sandbox-for-file";
import type { TimelinePage } from "../../timeline/schema";
import { loadTimeline } from "./load";

// The timeline's sources against a real sandbox: what the service answers for one user, merged and paged.
const sent: string[] = [];
let sessionId = "";

async function sendAs(uid: string, receiver: string, text: string): Promise<string> {
  const r = await fetch(`${sb.url}/${sb.region}/${sb.appId}/api/v3/messages`, {
    method: "POST",
    headers: { apikey: sb.apiKey, onBehalfOf: uid, "content-type": "application/json" },
    body: JSON.stringify({
      receiver,
      receiverType: "user",
      category: "message",
      type: "text",
      data: { text },
    }),
  });
  if (!r.ok) throw new Error(`send: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { data: { id: string } }).data.id;
}

const sb = sandboxForFile(
  "eu",
  async () => {
    for (const uid of ["ada", "bob", "cy"]) await sb.chat("POST", "/users", { uid, name: uid.toUpperCase() });
    await sb.chat("POST", "/groups", { guid: "crew", name: "Crew" });
    await sb.chat("POST", "/groups/crew/members", { participants: ["ada", "bob"] });
    await sb.chat("DELETE", "/groups/crew/members/bob");
    for (let i = 0; i < 4; i++) sent.push(await sendAs("ada", "bob", `hello ${i}`));
    await sendAs("bob", "ada", "not ada's");
    // bob reports ada's first message; a moderator approves it.
    const flagged = await fetch(`${sb.url}/${sb.region}/${sb.appId}/api/v3/messages/${sent[0]}/flagged`, {
      method: "POST",
      headers: { apikey: sb.apiKey, onBehalfOf: "bob", "content-type": "application/json" },
      body: JSON.stringify({ reasonId: "spam" }),
    });
    if (!flagged.ok) throw new Error(`flag: ${flagged.status} ${await flagged.text()}`);
    await sb.chat("PATCH", `/moderation/flagged-messages/${sent[0]}`, { status: "approved" });
    const now = Math.floor(Date.now() / 1000);
    sessionId = await sb.recordCall({
      initiator: "ada",
      receiver: "bob",
      receiverType: "user",
      type: "audio",
      mode: "call",
      initiatedAt: now - 3600,
      participants: [
        { uid: "ada", sessions: [{ joinedAt: now - 3590, leftAt: now - 3530 }] },
        { uid: "bob", sessions: [{ joinedAt: now - 3588, leftAt: now - 3530 }] },
      ],
    });
    await sb.chat("POST", "/users/ada/blockedusers", { blockedUids: ["cy"] });
    await sb.chat("POST", "/users/ada/auth_tokens", {});
    await appendAudit({
      actorEmail: "owner@example.com",
      actorRole: "owner",
      appId: sb.appId,
      action: "users.deactivate",
      target: "ada",
      input: { uid: "ada" },
      outcome: "ok",
    });
  },
  { timeoutMs: 60_000 },
);

const read = (
  role: "viewer" | "admin",
  input: { kinds?: TimelinePage["kinds"]; before?: string; limit?: number },
) => loadTimeline({ conn: sb.connection, role }, { uid: "ada", limit: 25, ...input });

describe("a user's timeline over the sandbox", () => {
  it("shows what the user sent, their calls, groups, blocks, tokens and admin actions, newest first", async () => {
    const page = await read("admin", {});
    expect(page.failures).toEqual([]);
    const kinds = page.entries.map((e) => e.kind);
    expect(kinds.filter((k) => k === "message")).toHaveLength(4);
    expect(new Set(kinds)).toEqual(
      new Set(["message", "call", "group", "block", "token", "moderation", "audit"]),
    );
    const review = page.entries.find((e) => e.kind === "moderation");
    expect(review?.parts).toEqual([`Reported message #${sent[0]} approved`]);
    expect(review?.href).toBe(`/messages/${sent[0]}`);
    const times = page.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const hrefs = page.entries.map((e) => e.href);
    for (const id of sent) expect(hrefs).toContain(`/messages/${id}`);
    expect(hrefs).toContain(`/calls/${encodeURIComponent(sessionId)}`);
    expect(hrefs).toContain("/groups/crew");
    expect(hrefs).toContain("/users/cy");
    const audit = page.entries.find((e) => e.kind === "audit");
    expect(audit?.href).toBe(`/audit-log?action=users.deactivate&from=${audit?.at}&to=${audit?.at}`);
    // bob's kick names bob, not ada: only ada's own membership change is hers.
    const groups = page.entries.filter((e) => e.kind === "group");
    expect(groups.map((e) => e.parts)).toEqual([
      [{ user: "ada" }, " ", "added to ", { group: "crew" }, " by the app"],
    ]);
    const call = page.entries.find((e) => e.kind === "call");
    expect(call?.parts).toEqual(["audio call to ", { user: "bob" }, ", 00:01:00"]);
    expect(page.next).toBeUndefined();
  });

  it("pages through the same entries, none lost or repeated", async () => {
    const whole = await read("admin", {});
    const seen: string[] = [];
    let before: string | undefined;
    for (let i = 0; i < 20; i++) {
      const page = await read("admin", { before, limit: 2 });
      seen.push(...page.entries.map((e) => e.key));
      before = page.next;
      if (!before) break;
    }
    expect(seen).toEqual(whole.entries.map((e) => e.key));
  });

  it("reads only the kind asked for, and leaves admin-only kinds out for a viewer", async () => {
    const calls = await read("viewer", { kinds: ["call"] });
    expect(calls.entries.map((e) => e.kind)).toEqual(["call"]);
    const all = await read("viewer", {});
    expect(all.kinds).not.toContain("audit");
    expect(all.entries.some((e) => e.kind === "audit")).toBe(false);
  });

  it("refuses a cursor it did not write", async () => {
    await expect(read("admin", { before: "bm90IGEgY3Vyc29y" })).rejects.toThrow(/did not write/);
  });

  it("reports the sources the service refuses and shows the rest", async () => {
    const page = await loadTimeline(
      { conn: sb.connection, role: "admin" },
      { uid: "nobody-here", limit: 25, kinds: ["block", "message"] },
    );
    expect(page.failures.map((f) => f.kind)).toEqual(["block"]);
    expect(page.failures[0]?.message).toMatch(/ERR_UID_NOT_FOUND/);
    expect(page.entries).toEqual([]);
  });
});
