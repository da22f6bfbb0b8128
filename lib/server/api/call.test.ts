import type { IncomingMessage, Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { serveConnection } from "@/test/local-server";
import * as appsContract from "../../contract/apps";
import * as usersContract from "../../contract/users";
import { listUsersQuery } from "../../contract/users";
import { call, fillPath, writeQuery } from "./call";
import type { Connection } from "./request";

describe("fillPath", () => {
  it("writes each parameter encoded into its place", () => {
    expect(fillPath("/users/:uid/auth_tokens/:authToken", { uid: "a b", authToken: "x/y" })).toBe(
      "/users/a%20b/auth_tokens/x%2Fy",
    );
  });

  it("refuses a path whose parameter is missing or empty", () => {
    expect(() => fillPath("/users/:uid", {})).toThrow(/uid/);
    expect(() => fillPath("/users/:uid", { uid: "" })).toThrow(/uid/);
  });
});

describe("writeQuery", () => {
  it("is read back by the contract's own schema as the values it was given", () => {
    const given = {
      page: 3,
      perPage: 50,
      tags: ["vip", "beta"],
      withDeactivated: true,
      lastActiveBefore: 1_700_000_000,
      sortBy: "lastActiveAt",
      sortOrder: "desc",
    } as const;
    const parsed = listUsersQuery.parse(writeQuery(given));
    expect(parsed).toMatchObject({ ...given, tags: ["vip", "beta"] });
  });

  it("leaves out what is unset, null or an empty list", () => {
    expect(writeQuery({ a: undefined, b: null, c: [], d: false, e: 0 })).toEqual({ d: "false", e: "0" });
  });
});

describe("call", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  async function serve(answer: (req: IncomingMessage, body: string) => unknown): Promise<Connection> {
    const started = await serveConnection((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(answer(req, body)));
      });
    });
    server = started.server;
    return started.conn;
  }

  const user = { uid: "ann", name: "Ann", status: "offline", role: "default", createdAt: 1 };

  it("sends the contract's method, path, query, body and onBehalfOf, and answers the parsed body", async () => {
    const seen: { method?: string; url?: string; obo?: string; body?: string } = {};
    const conn = await serve((req, body) => {
      Object.assign(seen, { method: req.method, url: req.url, obo: req.headers.onbehalfof, body });
      return { data: user };
    });
    const res = await call(conn, usersContract.updateUser, {
      params: { uid: "ann" },
      body: { name: "Ann" },
      onBehalfOf: "bob",
    });
    expect(res.data.uid).toBe("ann");
    expect(seen).toEqual({
      method: "PUT",
      url: "/eu/app1/api/v3/users/ann",
      obo: "bob",
      body: '{"name":"Ann"}',
    });
  });

  it("sends no body where the contract's body may be left out and none is given", async () => {
    const seen: { method?: string; url?: string; type?: string; body?: string } = {};
    const conn = await serve((req, body) => {
      Object.assign(seen, { method: req.method, url: req.url, type: req.headers["content-type"], body });
      return { data: { success: true, message: "Removed setting(s) successfully." } };
    });
    await call({ ...conn, mgmtKey: "m", mgmtSecret: "s" }, appsContract.unmapAppSettings, {
      params: { appId: "app1" },
    });
    expect(seen).toEqual({ method: "DELETE", url: "/mgmt/apps/app1/settings", type: undefined, body: "" });
  });

  it("refuses an answer that does not match the contract's schema", async () => {
    const conn = await serve(() => ({ data: { uid: 5 } }));
    await expect(call(conn, usersContract.getUser, { params: { uid: "ann" } })).rejects.toThrow();
  });
});
