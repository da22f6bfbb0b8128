import {
  createLoader,
  createParser,
  createSerializer,
  type inferParserType,
  type ParserMap,
  parseAsBoolean,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";

// A list's filters, described once: each field gives the URL's parser, the rule the action checks
// (`list-query.ts` turns the rules into its zod schema, so this module ships no zod to the browser)
// and how its URL value becomes the query the action takes and sends on.

/** What the action accepts for one field, as plain data. */
export type FilterRule =
  | { kind: "enum"; values: readonly string[]; message?: string }
  | { kind: "boolean" }
  | { kind: "int"; min: number; max?: number; message?: string }
  | { kind: "text"; max: number; message?: string }
  | { kind: "uid" }
  /** Several values, each checked by `of` (a URL's one value sent as a list, say). */
  | { kind: "list"; of: FilterRule };

type AnyParser = ParserMap[string];

export interface Filter<
  P extends AnyParser = AnyParser,
  Q = unknown,
  N extends string | undefined = undefined,
> {
  parser: P;
  rule: FilterRule;
  /** The query's name for the field, when it is not the URL's. */
  name: N;
  /** The URL's value as the query's, or undefined when nothing is sent. */
  send: (value: inferParserType<P>) => Q | undefined;
  /** The same field under another name in the query. */
  as: <M extends string>(name: M) => Filter<P, Q, M>;
}

function filter<P extends AnyParser, Q>(
  parser: P,
  rule: FilterRule,
  send: (value: inferParserType<P>) => Q | undefined,
): Filter<P, Q> {
  const make = <N extends string | undefined>(name: N): Filter<P, Q, N> => ({
    parser,
    rule,
    name,
    send,
    as: (other) => make(other),
  });
  return make(undefined);
}

const present = <T>(v: T | null) => (v === null ? undefined : v);

/** `true` or `false` only: nuqs' own boolean parser reads any other text as false, which would filter silently. */
export const parseAsStrictBoolean = createParser({
  parse: (v) => (v === "true" ? true : v === "false" ? false : null),
  serialize: (v: boolean) => String(v),
});

/** One value of a fixed list; any other text in the URL is dropped. */
export const oneOf = <const V extends readonly string[]>(values: V, message?: string) =>
  filter(parseAsStringLiteral(values), { kind: "enum", values, message }, present<V[number]>);

/** `true` or `false`, both sent; anything else in the URL is dropped. */
export const yesNo = () => filter(parseAsStrictBoolean, { kind: "boolean" }, present<boolean>);

/** A switch that is off unless the URL says `true`; sent only when on. */
export const flag = () =>
  filter(parseAsBoolean.withDefault(false), { kind: "boolean" }, (v: boolean) => (v ? true : undefined));

/** A whole number; the action refuses one outside min..max. */
export const int = (min: number, max?: number, message?: string) =>
  filter(parseAsInteger, { kind: "int", min, max, message }, present<number>);

/** Unix seconds (10 digits at most), as the service takes them. */
export const seconds = (message?: string) => int(0, 9_999_999_999, message);

const trimmed = (v: string | null) => v?.trim() || undefined;

/** Free text, trimmed; blank text sends nothing, longer than `max` is refused (or cut, with `clip`). */
export const text = (max: number, o: { message?: string; clip?: boolean } = {}) =>
  filter(parseAsString, { kind: "text", max, message: o.message }, (v: string | null) =>
    o.clip ? trimmed(v)?.slice(0, max) || undefined : trimmed(v),
  );

/** A user's uid, trimmed; checked by the uid's own rule. */
export const uid = () => filter(parseAsString, { kind: "uid" }, trimmed);

export const WITH_OR_WITHOUT = ["with", "without"] as const;

/** `with` or `without` in the URL, true or false in the query. */
export const withOrWithout = () =>
  filter(parseAsStringLiteral(WITH_OR_WITHOUT), { kind: "boolean" }, (v) =>
    v === null ? undefined : v === "with",
  );

/** A field whose URL value becomes another kind of value in the query. */
export const mapped = <P extends AnyParser, Q>(
  parser: P,
  rule: FilterRule,
  send: (value: inferParserType<P>) => Q | undefined,
) => filter(parser, rule, send);

export type Filters = Record<string, Filter<AnyParser, unknown, string | undefined>>;

export interface Paging {
  perPage: number;
  maxPerPage: number;
  /** The highest page the action takes (none when unset); a URL's higher page is brought down to it. */
  maxPage?: number;
  /**
   * Names the URL's page keys `<prefix>Page` and `<prefix>PerPage`, so several lists can share one URL (the
   * query still says `page` and `perPage`).
   */
  prefix?: string;
  /** The action also takes page and size written as numbers in text (`"2"`), as a URL or form gives them. */
  numericText?: boolean;
}

type PageKeys<X extends string | undefined> = X extends string
  ? { page: `${X}Page`; perPage: `${X}PerPage` }
  : { page: "page"; perPage: "perPage" };

const pageParser = (byDefault: number) => parseAsInteger.withDefault(byDefault);
type PageParsers<X extends string | undefined> = {
  [K in PageKeys<X>["page"] | PageKeys<X>["perPage"]]: ReturnType<typeof pageParser>;
};

type QueryName<F extends Filters, K extends keyof F> = F[K]["name"] extends string ? F[K]["name"] : K;
type SentValue<T> = T extends Filter<AnyParser, infer Q, string | undefined> ? Q : never;

/** The values the filters send, under the query's names. */
export type FilterQuery<F extends Filters> = {
  [K in keyof F as QueryName<F, K> & string]?: SentValue<F[K]>;
};

type SortQuery<S extends readonly string[] | undefined> = S extends readonly [string, ...string[]]
  ? { sortBy?: S[number]; sortOrder?: "asc" | "desc" }
  : unknown;

/** A list's query as the action takes it: page, page size, filters (and order, when the list has one). */
export type ListQuery<D extends { fields: Filters; sorts?: readonly string[] }> = {
  page: number;
  perPage: number;
} & FilterQuery<D["fields"]> &
  SortQuery<D["sorts"]>;

const ORDERS = ["asc", "desc"] as const;

type SortParsers<S> = S extends readonly [string, ...string[]]
  ? {
      sortBy: ReturnType<typeof parseAsStringLiteral<S[number]>>;
      sortOrder: ReturnType<typeof parseAsStringLiteral<(typeof ORDERS)[number]>>;
    }
  : Record<never, never>;

/** The fields' URL parsers, under the URL's names. */
export const filterParsers = <F extends Filters>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.parser])) as {
    [K in keyof F]: F[K]["parser"];
  };

/** The fields' URL values as the query under the query's names, leaving out what sends nothing. */
export function sendFilters<F extends Filters>(
  fields: F,
  state: { [K in keyof F]: inferParserType<F[K]["parser"]> },
): FilterQuery<F> {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(fields)) {
    const v = f.send(state[k]);
    if (v !== undefined) out[f.name ?? k] = v;
  }
  return out as FilterQuery<F>;
}

/** Filters without paging (a list read by cursor): their parsers, the keys a clear resets, their query. */
export function defineFilters<const F extends Filters>(fields: F) {
  return {
    fields,
    parsers: filterParsers(fields),
    keys: Object.keys(fields) as (keyof F & string)[],
    toQuery: (state: { [K in keyof F]: inferParserType<F[K]["parser"]> }) => sendFilters(fields, state),
  };
}

/**
 * A paged list's filters, described once: `parsers` read and write the URL, `keys` name the filters a
 * "clear" resets, `toQuery` turns the URL's state into the action's query, and `listQuerySchema` (in
 * `list-query.ts`) gives the action's schema from the same fields.
 */
export function defineListFilters<
  const F extends Filters,
  const S extends readonly [string, ...string[]] | undefined = undefined,
  const X extends string | undefined = undefined,
>(fields: F, paging: Paging & { sorts?: S; prefix?: X }) {
  const sorts = paging.sorts as S;
  const pageKeys = (
    paging.prefix === undefined
      ? { page: "page", perPage: "perPage" }
      : { page: `${paging.prefix}Page`, perPage: `${paging.prefix}PerPage` }
  ) as PageKeys<X>;
  const parsers = {
    ...({
      [pageKeys.page]: pageParser(1),
      [pageKeys.perPage]: pageParser(paging.perPage),
    } as PageParsers<X>),
    ...filterParsers(fields),
    ...((sorts
      ? { sortBy: parseAsStringLiteral(sorts), sortOrder: parseAsStringLiteral(ORDERS) }
      : {}) as SortParsers<S>),
  };
  type State = inferParserType<typeof parsers>;
  type Query = ListQuery<{ fields: F; sorts: S }>;
  const keys = Object.keys(fields) as (keyof F & string)[];
  const clamp = (n: number, max?: number) => Math.max(1, max === undefined ? n : Math.min(max, n));

  function toQuery(state: State): Query {
    const s = state as unknown as Record<string, unknown>;
    const out: Record<string, unknown> = {
      page: clamp(s[pageKeys.page] as number, paging.maxPage),
      perPage: clamp(s[pageKeys.perPage] as number, paging.maxPerPage),
      ...sendFilters(fields, s as never),
    };
    if (sorts && s.sortBy) {
      out.sortBy = s.sortBy;
      out.sortOrder = s.sortOrder ?? "asc";
    }
    return out as Query;
  }

  return {
    fields,
    sorts,
    paging,
    parsers,
    /** The URL's names for page and size, as the table kit's `pageKeys` takes them. */
    pageKeys,
    keys,
    toQuery,
    load: createLoader(parsers),
    serialize: createSerializer(parsers),
  };
}

/** The URL state a list's parsers give. */
export type UrlState<D extends { parsers: ParserMap }> = inferParserType<D["parsers"]>;

/** The query a list's `toQuery` gives: what its action takes. */
export type QueryOf<D extends { toQuery: (state: never) => unknown }> = ReturnType<D["toQuery"]>;
