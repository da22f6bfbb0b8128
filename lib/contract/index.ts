import * as apiKeys from "./api-keys";
import * as apps from "./apps";
import * as calls from "./calls";
import * as conversations from "./conversations";
import * as dataImport from "./data-import";
import type { AnyContract } from "./define";
import * as email from "./email";
import * as extensions from "./extensions";
import * as groups from "./groups";
import * as messages from "./messages";
import * as moderation from "./moderation";
import * as notificationProviders from "./notification-providers";
import * as notifications from "./notifications";
import * as reactions from "./reactions";
import * as receipts from "./receipts";
import * as roles from "./roles";
import * as stats from "./stats";
import * as users from "./users";
import * as webhooks from "./webhooks";

const AREAS = {
  apiKeys,
  apps,
  calls,
  conversations,
  dataImport,
  email,
  extensions,
  groups,
  messages,
  moderation,
  notificationProviders,
  notifications,
  reactions,
  receipts,
  roles,
  stats,
  users,
  webhooks,
};

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

function isContract(v: unknown): v is AnyContract {
  if (!v || typeof v !== "object") return false;
  const c = v as Partial<AnyContract>;
  return (
    (c.api === "chat" || c.api === "calls" || c.api === "mgmt") &&
    METHODS.has(String(c.method)) &&
    typeof c.path === "string" &&
    c.response !== undefined
  );
}

// Some areas build their contracts per platform or per extension (maps of contracts): those are walked too.
function collect(value: unknown, out: Set<AnyContract>, depth: number) {
  if (isContract(value)) out.add(value);
  else if (value && typeof value === "object" && depth > 0 && !("_zod" in value)) {
    for (const v of Object.values(value)) collect(v, out, depth - 1);
  }
}

/** Every operation of the service the dashboard and the sandbox know, each once. */
export const ALL_CONTRACTS: readonly AnyContract[] = (() => {
  const out = new Set<AnyContract>();
  collect(AREAS, out, 4);
  return [...out];
})();
