import published from "../published-operations.json" with { type: "json" };

/** A request body's top-level fields, `$ref`s resolved (multipart forms too). */
export interface PublishedBody {
  contentTypes: string[];
  /** Fields every variant requires. */
  required: string[];
  /** Every field any variant names. */
  fields: string[];
  /** One entry per `oneOf`/`anyOf` branch, when there are several. */
  variants?: { required: string[]; fields: string[] }[];
  /** Top-level fields of the published request examples (the examples win where the schema disagrees). */
  exampleFields?: string[];
}

export interface PublishedOperation {
  api: "chat" | "calls" | "mgmt";
  /** The published file, where it is not the API's own (the import operations of `data-import-apis.json`). */
  file?: string;
  method: string;
  path: string;
  operationId: string;
  tag: string;
  /** Names in `{name}` order of the path. */
  pathParams: string[];
  query: { name: string; required: boolean }[];
  body?: PublishedBody;
  /** `$ref`s no published file defines. */
  unresolved?: string[];
}

export const PUBLISHED = published as PublishedOperation[];

/** Routes the published files do not list, and why the sandbox answers them anyway. */
export const UNPUBLISHED_ROUTES: Record<string, string> = {
  "chat GET /notifications/email/v1/providers/emailprovider": "the service interface's email provider",
  "chat POST /notifications/email/v1/providers/emailprovider": "the service interface's email provider",
  "chat PUT /notifications/email/v1/providers/emailprovider": "the service interface's email provider",
  "chat DELETE /notifications/email/v1/providers/emailprovider": "the service interface's email provider",
  "mgmt GET /apps/{}/webhooks/{}/deliveries": "the sandbox's log of webhook deliveries",
  "mgmt POST /apps/{}/webhooks/{}/deliveries/redeliver": "[ours] sending a webhook's failed deliveries again",
  "mgmt POST /apps/{}/webhooks/{}/deliveries/{}/redeliver": "[ours] sending one failed delivery again",
};

const shape = (p: string) => p.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, "{}");
export const operationKey = (api: string, method: string, path: string) =>
  `${api} ${method.toUpperCase()} ${shape(path)}`;

/** An operation as a contract or a route names it. */
type Operation = { api: string; method: string; path: string };

export function coverage(routes: readonly Operation[]) {
  const served = new Set(
    routes.filter((r) => r.api !== "sandbox").map((r) => operationKey(r.api, r.method, r.path)),
  );
  const publishedKeys = new Set(PUBLISHED.map((o) => operationKey(o.api, o.method, o.path)));
  return {
    implemented: PUBLISHED.filter((o) => served.has(operationKey(o.api, o.method, o.path))),
    missing: PUBLISHED.filter((o) => !served.has(operationKey(o.api, o.method, o.path))),
    unpublished: [...served].filter((k) => !publishedKeys.has(k)),
  };
}

const MAX_LISTED = 6;
const API_NAMES = { chat: "Chat", calls: "Calls", mgmt: "Management" } as const;

/** The README's table: per API and published tag, which operations have a contract (each served by the sandbox). */
export function coverageTable(routes: readonly Operation[]): string {
  const { implemented, missing } = coverage(routes);
  const groups = new Map<string, { api: string; tag: string; done: number; todo: PublishedOperation[] }>();
  const groupKey = (o: PublishedOperation) => `${o.api}\u0000${o.file ?? ""}\u0000${o.tag}`;
  for (const o of PUBLISHED) {
    const api = o.file ? `${API_NAMES[o.api]} (\`${o.file}\`)` : API_NAMES[o.api];
    if (!groups.has(groupKey(o))) groups.set(groupKey(o), { api, tag: o.tag, done: 0, todo: [] });
  }
  for (const o of implemented) (groups.get(groupKey(o)) as { done: number }).done++;
  for (const o of missing) groups.get(groupKey(o))?.todo.push(o);
  const rows = [...groups.values()].map((g) => {
    const total = g.done + g.todo.length;
    const todo =
      g.todo.length === 0
        ? "—"
        : g.todo.length <= MAX_LISTED
          ? g.todo.map((o) => `\`${o.method} ${o.path}\``).join(", ")
          : `${g.todo.length} operations`;
    return `| ${g.api} | ${g.tag} | ${g.done} of ${total} | ${todo} |`;
  });
  return [
    `${implemented.length} of the ${PUBLISHED.length} operations of the hosted service's published OpenAPI files (\`sandbox/published-operations.json\`) have a contract in \`lib/contract/\`, which the sandbox serves and the dashboard calls (\`npm run sandbox:coverage\` rewrites this table from the contracts).`,
    "",
    "| API | Published group | Implemented | Not implemented |",
    "| --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}
