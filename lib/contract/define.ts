import type { z } from "zod";

/**
 * One operation of the service, described once: the sandbox serves it (`appRoute({...contract, handler})`) and
 * the dashboard calls it (`call(conn, contract, input)`). Plain data and zod schemas, safe anywhere.
 */
export type ServiceApi = "chat" | "calls" | "mgmt";
export type Method = "get" | "post" | "put" | "patch" | "delete";
/**
 * The rate-limit class: `core` for users create/delete and groups create/join/leave, `import` for the four
 * data-import operations (60 requests a minute, counted apart from the others).
 */
export type LimitClass = "core" | "standard" | "import";

type Schema = z.ZodType;

export interface Contract<
  A extends ServiceApi = ServiceApi,
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  api: A;
  method: Method;
  /** Relative to the API's base URL, with `:name` for each path parameter. */
  path: string;
  summary: string;
  /** The published tag the operation is listed under. */
  tag: string;
  /** Path parameters, as the service reads them from strings. */
  params?: P;
  /** Query parameters, as the service reads them from strings (see `./query`). */
  query?: Q;
  body?: B;
  /** The body is a form (multipart/form-data, a file field read as text); JSON is taken too. */
  form?: boolean;
  /** The whole answer body (`{data, meta?}`). */
  response: R;
  limit?: LimitClass;
  /** May an `authOnly` key call it? (only user creation and auth-token creation). */
  authOnly?: boolean;
  onBehalfOf?: "optional" | "required";
  /** Management operations authenticated with HTTP Basic (the key as user, the secret as password). */
  basicAuth?: boolean;
  /** Error codes the operation answers besides the ones every operation may (auth, rate limit, bad input). */
  errors?: readonly string[];
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds contracts of every input type.
export type AnyContract = Contract<ServiceApi, any, any, any, any>;

/** Keeps the schemas' own types, so the sandbox's handler and the dashboard's call are typed by them. */
export function contract<
  A extends ServiceApi,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(c: Contract<A, P, Q, B, R>): Contract<A, P, Q, B, R> {
  return c;
}
