import { describe, expect, it } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import { looksLikeCallId, looksLikeMessageId } from "./schema";
import { searchEverything } from "./search";

let messageId: string;

const sb = sandboxForFile("eu", async () => {
  await sb.chat("POST", "/users", { uid: "ada", name: "Ada Lovelace" });
  await sb.chat("POST", "/users", { uid: "alan", name: "Alan Turing" });
  await sb.chat("POST", "/groups", { guid: "lovelace-fans", name: "Fans", owner: "alan" });
  const base = sb.connection.chatUrl.replace("{region}", sb.region).replace("{appId}", sb.appId);
  const res = await fetch(`${base}/messages`, {
    method: "POST",
    headers: { apikey: sb.apiKey, onBehalfOf: "ada", "content-type": "application/json" },
    body: JSON.stringify({
      receiver: "alan",
      receiverType: "user",
      category: "message",
      type: "text",
      data: { text: "hello" },
    }),
  });
  messageId = ((await res.json()) as { data: { id: string } }).data.id;
});

describe("searchEverything", () => {
  it("finds users and groups by any part of a name or id, each with the page it opens", async () => {
    const { hits, failed } = await searchEverything(sb.connection, "lovelace");
    expect(failed).toEqual([]);
    expect(hits.filter((h) => h.kind === "user").map((h) => [h.id, h.href])).toEqual([["ada", "/users/ada"]]);
    expect(hits.filter((h) => h.kind === "group").map((h) => [h.id, h.href])).toEqual([
      ["lovelace-fans", "/groups/lovelace-fans"],
    ]);
  });

  it("finds a message by its id, and nothing for an id that does not exist", async () => {
    const found = await searchEverything(sb.connection, messageId);
    expect(found.hits.filter((h) => h.kind === "message")).toEqual([
      expect.objectContaining({ id: messageId, href: `/messages/${messageId}`, detail: "ada: hello" }),
    ]);
    const missing = await searchEverything(sb.connection, "987654321");
    expect(missing.hits.filter((h) => h.kind === "message")).toEqual([]);
    expect(missing.failed).toEqual([]);
  });

  it("looks a call id up, and answers nothing (not a failure) for one that does not exist", async () => {
    const id = `v1.${sb.region}.${sb.appId}.1763000000abcdef`;
    expect(looksLikeCallId(id)).toBe(true);
    const { hits, failed } = await searchEverything(sb.connection, id);
    expect(hits).toEqual([]);
    expect(failed).toEqual([]);
  });

  it("tells ids apart from words", () => {
    expect(looksLikeMessageId("123")).toBe(true);
    expect(looksLikeMessageId("12a")).toBe(false);
    expect(looksLikeCallId("v1.eu.app.zz")).toBe(false);
  });
});
