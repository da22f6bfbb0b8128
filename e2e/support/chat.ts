import { e2e, e2eApp } from "./env";

export async function chat<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  onBehalfOf?: string,
): Promise<T> {
  const app = e2eApp();
  const headers: Record<string, string> = { apikey: app.apiKey };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (onBehalfOf) headers.onBehalfOf = onBehalfOf;
  const res = await fetch(`${e2e.sandboxUrl}/${app.region}/${app.appId}/api/v3${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const runSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export async function createUsers(...uids: string[]) {
  for (const uid of uids) await chat("POST", "/users", { uid, name: `User ${uid}` });
}

export async function sendText(
  from: string,
  to: string,
  type: "user" | "group",
  text: string,
): Promise<string> {
  const res = await chat<{ data: { id: string } }>(
    "POST",
    "/messages",
    { receiver: to, receiverType: type, category: "message", type: "text", data: { text } },
    from,
  );
  return res.data.id;
}

export async function react(messageId: string, reaction: string, uid: string) {
  await chat("POST", `/messages/${messageId}/reactions/${encodeURIComponent(reaction)}`, undefined, uid);
}
