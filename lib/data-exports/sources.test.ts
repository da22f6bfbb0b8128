import { describe, expect, it } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as messagesContract from "../contract/messages";
import * as reactionsContract from "../contract/reactions";
import type { Reaction } from "../schemas/reactions";
import { call } from "../server/api/call";
import { reactionPages, type SourcePage } from "./sources";

const MEMBERS = ["sr-a", "sr-b", "sr-c", "sr-d", "sr-e", "sr-f"];
/** 20 distinct reactions a member gives the busy message: 120 in all, past the service's page of 100. */
const MANY = Array.from({ length: 20 }, (_, i) => `:r${i}:`);

const sb = sandboxForFile("eu", async () => {
  for (const uid of MEMBERS) await sb.chat("POST", "/users", { uid, name: `User ${uid}` });
  await sb.chat("POST", "/groups", {
    guid: "sr-group",
    name: "Reactions",
    owner: "sr-a",
    members: { participants: MEMBERS.slice(1) },
  });
});

async function send(text: string) {
  const res = await call(sb.connection, messagesContract.sendMessage, {
    body: { receiver: "sr-group", receiverType: "group", category: "message", type: "text", data: { text } },
    onBehalfOf: "sr-a",
  });
  return String((res.data as { id: string }).id);
}

const react = (uid: string, id: string, reaction: string) =>
  call(sb.connection, reactionsContract.addReaction, { params: { id, reaction }, onBehalfOf: uid });

/** Every reaction of `ids`, read straight from the service, message by message. */
async function direct(ids: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const id of ids) {
    for (let after: string | undefined; ; ) {
      const res = await call(sb.connection, reactionsContract.listReactions, {
        params: { id },
        query: { limit: 100, affix: "append", ...(after ? { id: after } : {}) },
      });
      out.push(...res.data.map((r) => String(r.id)));
      if (!res.meta.next || res.data.length === 0) break;
      after = String(res.data.at(-1)?.id);
    }
  }
  return out;
}

async function readAll(cursor?: unknown, stopAfter = Infinity) {
  const pages: SourcePage<Reaction>[] = [];
  for await (const page of reactionPages(sb.connection, undefined, cursor)) {
    pages.push(page);
    if (pages.length >= stopAfter) break;
  }
  return pages;
}

const idsOf = (pages: SourcePage<Reaction>[]) => pages.flatMap((p) => p.rows.map((r) => String(r.id)));

describe("reactionPages", () => {
  it("reads every reaction of every message that has any, in message order, across pages, and resumes", async () => {
    const messages: string[] = [];
    for (let i = 0; i < 12; i++) messages.push(await send(`message ${i}`));
    // Some messages have none; one has more than a page of reactions.
    const reacted = messages.filter((_, i) => i % 3 !== 1);
    for (const [i, id] of reacted.entries()) await react(MEMBERS[i % MEMBERS.length] as string, id, "👍");
    const busy = reacted[3] as string;
    for (const uid of MEMBERS) for (const r of MANY) await react(uid, busy, r);

    const expected = await direct(reacted);
    expect(expected.length).toBe(reacted.length + MEMBERS.length * MANY.length);
    const pages = await readAll();
    expect(idsOf(pages)).toEqual(expected);

    // Stopped inside the busy message (its first page of 100 read), a read from the saved cursor gives
    // the rest exactly once.
    const head = await readAll(undefined, 4);
    const at = head.at(-1)?.cursor as { inMessage?: { id: string } };
    expect(at.inMessage?.id).toBe(busy);
    const rest = await readAll(at);
    expect([...idsOf(head), ...idsOf(rest)]).toEqual(expected);

    // Stopped after a finished message, the same.
    const two = await readAll(undefined, 2);
    expect(two.at(-1)?.cursor).toEqual({ message: reacted[1] });
    expect([...idsOf(two), ...idsOf(await readAll(two.at(-1)?.cursor))]).toEqual(expected);
  });
});
