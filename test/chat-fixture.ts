import { z } from "zod";
import { messageEnvelope } from "@/lib/schemas/messages";
import { type Connection, serviceRequest } from "@/lib/server/api/request";
import type { SandboxProcess } from "@/test/sandbox-process";

/** For arranging data the app key alone cannot create. */
export async function asUser(
  conn: Connection,
  uid: string,
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
) {
  return serviceRequest(conn, { api: "chat", method, path, body, onBehalfOf: uid, schema: z.unknown() });
}

export async function sendText(
  conn: Connection,
  sender: string,
  receiver: string,
  receiverType: "user" | "group",
  text: string,
): Promise<string> {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: "/messages",
    body: { receiver, receiverType, category: "message", type: "text", data: { text } },
    onBehalfOf: sender,
    schema: messageEnvelope,
  });
  return res.data.id;
}

/** Creates a public group named after its guid (capitalised), owned by `owner`, with `participants`. */
export async function addPublicGroup(s: SandboxProcess, guid: string, owner: string, participants: string[]) {
  const name = guid[0]?.toUpperCase() + guid.slice(1);
  await s.chat("POST", "/groups", { guid, name, type: "public", owner, members: { participants } });
}

/** Users alice, bob, carol; group `team` (alice admin, bob participant); a few messages each way. */
export async function arrangeChat(s: SandboxProcess) {
  for (const uid of ["alice", "bob", "carol", "dave"]) {
    await s.chat("POST", "/users", { uid, name: uid[0]?.toUpperCase() + uid.slice(1) });
  }
  await addPublicGroup(s, "team", "alice", ["bob"]);
  const pair: string[] = [];
  for (let i = 1; i <= 5; i++) {
    pair.push(
      await sendText(s.connection, i % 2 ? "alice" : "bob", i % 2 ? "bob" : "alice", "user", `pair ${i}`),
    );
  }
  const group: string[] = [];
  for (let i = 1; i <= 3; i++)
    group.push(await sendText(s.connection, "alice", "team", "group", `team ${i}`));
  return { pair, group };
}
