import "server-only";
import type { z } from "zod";
import type { AnyContract } from "../../contract/define";
import { type Connection, type FormFile, serviceRequest } from "./request";

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;
type Scalar = string | number | boolean;

/** A query is given in the types the service parses it to (a boolean, a number, a list) and written as strings. */
export type QueryOf<S> = S extends z.ZodType
  ? {
      [K in keyof Output<S>]?: NonNullable<Output<S>[K]> extends readonly unknown[]
        ? readonly Scalar[]
        : Scalar | null;
    }
  : never;

/** The schema a contract gives for a part, or never where it takes none (the fields are optional). */
type Part<C extends AnyContract, K extends "params" | "query" | "body"> = Exclude<C[K], undefined>;
type Has<S> = [S] extends [never] ? false : true;
/**
 * A body whose every field is optional may be left out: then none is sent, as the service takes it. Where the
 * contract takes a form, the fields may be sent as `form` instead (a file as a file).
 */
type BodyInput<B> = Partial<B> extends B ? { body?: B } : { body: B } | { body?: never; form: FormFields };
type FormFields = Record<string, string | FormFile | undefined>;

export type CallInput<C extends AnyContract> = (Has<Part<C, "params">> extends true
  ? { params: Input<Part<C, "params">> }
  : { params?: never }) &
  (Has<Part<C, "query">> extends true ? { query?: QueryOf<Part<C, "query">> } : { query?: never }) &
  (Has<Part<C, "body">> extends true ? BodyInput<Input<Part<C, "body">>> : { body?: never }) & {
    /** The uid the request acts as (`onBehalfOf` header). */
    onBehalfOf?: string;
    /** Sent as multipart/form-data instead of `body`, where the contract takes a form. */
    form?: FormFields;
    timeoutMs?: number;
    /** Retry a write too (by default only reads are retried). */
    idempotent?: boolean;
  };

/** `/users/:uid/friends` with `{uid: "a b"}` → `/users/a%20b/friends`; a missing parameter is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new TypeError(`path parameter ${name} of ${path} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Lists are comma-separated (the service's `qlist`); booleans and numbers written as they print. */
export function writeQuery(query: Record<string, unknown> = {}): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? (v.length ? v.join(",") : undefined) : String(v);
  }
  return out;
}

/**
 * Any operation of the service, through its contract: path and query written from typed input, the answer
 * checked against the contract's schema. Keys, `onBehalfOf`, retries and the time budget are `serviceRequest`'s.
 */
export function call<C extends AnyContract>(
  conn: Connection,
  contract: C,
  input: CallInput<C>,
): Promise<Output<C["response"]>> {
  if (contract.onBehalfOf === "required" && !input.onBehalfOf) {
    throw new TypeError(`${contract.method.toUpperCase()} ${contract.path} needs onBehalfOf`);
  }
  return serviceRequest(conn, {
    api: contract.api,
    method: contract.method.toUpperCase() as "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: fillPath(contract.path, input.params as Record<string, unknown> | undefined),
    query: writeQuery(input.query as Record<string, unknown> | undefined),
    body: input.body,
    form: input.form,
    onBehalfOf: input.onBehalfOf,
    schema: contract.response,
    timeoutMs: input.timeoutMs,
    idempotent: input.idempotent,
    basicAuth: contract.basicAuth,
  });
}

type DataOf<C extends AnyContract> = Output<C["response"]> extends { data: infer D } ? D : never;

/** `call` for the answer's `data`, where the envelope's other fields (a page's `meta`) are not needed. */
export async function callData<C extends AnyContract>(
  conn: Connection,
  contract: C,
  input: CallInput<C>,
): Promise<DataOf<C>> {
  return ((await call(conn, contract, input)) as { data: DataOf<C> }).data;
}
