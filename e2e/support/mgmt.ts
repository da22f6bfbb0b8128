import { e2e, e2eApp } from "./env";

export async function mgmt(method: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e.sandboxUrl}/mgmt/apps/${e2eApp().appId}${path}`, {
    method,
    headers: { "content-type": "application/json", key: e2e.mgmt.key, secret: e2e.mgmt.secret },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok && res.status !== 404) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}
