import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { seal } from "../crypto";
import { getDb, nowSeconds } from "../db";
import { env } from "../env";
import { UserFacingError } from "../user-facing-error";
import { isServiceError } from "./api/errors";
import { type Connection, serviceRequest } from "./api/request";
import { forgetConnections } from "./connections";

const anyList = z.looseObject({ data: z.array(z.unknown()) });

export function scrub(message: string, conn: Connection): string {
  let out = message;
  for (const s of [conn.apiKey, conn.mgmtKey, conn.mgmtSecret]) {
    if (s && s.length >= 4) out = out.replaceAll(s, "[hidden]");
  }
  return out;
}

async function probe(conn: Connection, api: "chat" | "mgmt", what: string) {
  try {
    await serviceRequest(
      conn,
      {
        api,
        path: api === "chat" ? "/users" : "/apps",
        query: { perPage: 1 },
        schema: anyList,
        idempotent: false,
      },
      Math.min(env().DASHBOARD_API_TIMEOUT_MS, 10_000),
    );
  } catch (e) {
    if (!isServiceError(e)) throw e;
    const why =
      e.status === 401 || e.status === 403
        ? `the ${what} was refused`
        : e.status === 404
          ? "nothing answered at that address (check the app id, region and URL template)"
          : e.status === 0
            ? e.message.replace(/\.$/, "").toLowerCase()
            : `it answered ${e.status}`;
    throw new UserFacingError(
      scrub(`Could not connect: ${why}. The service said: ${e.message} (${e.code})`, conn),
    );
  }
}

export async function testConnection(conn: Connection) {
  await probe(conn, "chat", "REST API key");
  if (conn.mgmtKey && conn.mgmtSecret) await probe(conn, "mgmt", "management key and secret");
}

export async function addConnection(input: { name: string } & Connection) {
  const db = await getDb();
  const dupe = await db
    .selectFrom("connections")
    .select("id")
    .where("app_id", "=", input.appId)
    .where("region", "=", input.region)
    .executeTakeFirst();
  if (
    dupe ||
    (env().DASHBOARD_APP_ID === input.appId && (env().DASHBOARD_APP_REGION ?? "us") === input.region)
  ) {
    throw new UserFacingError("This app is already connected.");
  }
  const id = randomUUID();
  await db
    .insertInto("connections")
    .values({
      id,
      name: input.name,
      app_id: input.appId,
      region: input.region,
      chat_url: input.chatUrl,
      call_url: input.callUrl,
      mgmt_url: input.mgmtUrl,
      api_key_sealed: seal(input.apiKey),
      mgmt_key_sealed: input.mgmtKey ? seal(input.mgmtKey) : null,
      mgmt_secret_sealed: input.mgmtSecret ? seal(input.mgmtSecret) : null,
      created_at: nowSeconds(),
    })
    .execute();
  forgetConnections();
  return { id };
}

export async function deleteConnection(id: string) {
  const db = await getDb();
  const res = await db.deleteFrom("connections").where("id", "=", id).executeTakeFirst();
  forgetConnections();
  if (Number(res.numDeletedRows) !== 1)
    throw new UserFacingError("That app is not stored in this dashboard.");
}
