import type { Context } from "hono";
import { z } from "zod";
import type { Contract } from "../../../lib/contract/define";
import type { AppRow, KeyRow } from "../core/apps";
import type { Deps } from "../deps";

export type Api = "chat" | "calls" | "mgmt" | "sandbox";
export type { Method } from "../../../lib/contract/define";

export const API_PREFIX: Record<Api, string> = {
  chat: "/:region/:appId/api/v3",
  calls: "/:region/:appId/call/v3",
  sandbox: "/:region/:appId/sandbox/v1",
  mgmt: "/mgmt",
};

export const API_SOURCE: Record<Api, string> = {
  chat: "chat-api",
  calls: "calls-api",
  sandbox: "sandbox-api",
  mgmt: "management-api",
};

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route is a contract's description (lib/contract/define.ts) with a handler; the sandbox's own routes may
 * leave out the answer's schema, which only documents them in /openapi.json. */
interface BaseSpec<P, Q, B> extends Pick<Contract, "method" | "path" | "summary" | "tag" | "form" | "limit"> {
  params?: P;
  query?: Q;
  body?: B;
  response?: Schema;
}

export interface AppCtx<P, Q, B> {
  deps: Deps;
  c: Context;
  app: AppRow;
  key: KeyRow;
  actor: string | undefined;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

export interface AppRouteSpec<P, Q, B> extends BaseSpec<P, Q, B> {
  api: "chat" | "calls" | "sandbox";
  /** May an `authOnly` key call it? (only user creation and auth-token creation). */
  authOnly?: boolean;
  onBehalfOf?: "optional" | "required";
  handler: (ctx: AppCtx<P, Q, B>) => unknown;
}

export interface MgmtCtx<P, Q, B> {
  deps: Deps;
  c: Context;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

export interface MgmtRouteSpec<P, Q, B> extends BaseSpec<P, Q, B> {
  api: "mgmt";
  /** Authenticated with HTTP Basic (the key as user, the secret as password) instead of key/secret headers. */
  basicAuth?: boolean;
  handler: (ctx: MgmtCtx<P, Q, B>) => unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds routes of every input type.
export type AnyRoute = AppRouteSpec<any, any, any> | MgmtRouteSpec<any, any, any>;

/** Handlers are synchronous: writes run in one transaction. */
export function appRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(spec: AppRouteSpec<P, Q, B>): AnyRoute {
  return spec as AnyRoute;
}

export function mgmtRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(spec: MgmtRouteSpec<P, Q, B>): AnyRoute {
  return spec as AnyRoute;
}

export const dataOf = <T extends Schema>(schema: T) => z.object({ data: schema });
