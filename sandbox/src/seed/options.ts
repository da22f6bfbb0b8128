import { REGIONS, type Region } from "../core/apps";
import { REACTIONS } from "./corpus";
import { DEFAULT_SIZES } from "./seed";

export interface CliOptions {
  app?: string;
  dataDir: string;
  region: Region;
  ifEmpty: boolean;
  users: number;
  groups: number;
  messages: number;
  calls: number;
  conversations?: number;
  hotReactions: number;
  threads: number;
  webhooks: boolean;
  days: number;
  seed: number;
  seedGiven: boolean;
  anchor?: number;
  live: boolean;
  url: string;
  apikey?: string;
  rate: number;
  duration?: number;
  help: boolean;
}

const FLAGS = new Set(["if-empty", "live", "help", "webhooks"]);

export const USAGE = `Usage: npm run sandbox:seed -- [options]

History (writes straight into the SQLite store, fires no webhooks):
  --app <appId>        fill this existing app (default: create a new app and print its id and key)
  --region <us|eu|in>  region of the new app (default us)
  --data-dir <dir>     sandbox data directory (default $SANDBOX_DATA_DIR or data/sandbox)
  --if-empty           do nothing when the app already has users
  --users N --groups N --messages N --calls N   sizes (default ${DEFAULT_SIZES.users}, ${DEFAULT_SIZES.groups}, ${DEFAULT_SIZES.messages}, ${DEFAULT_SIZES.calls})
  --conversations N    one-on-one conversations (default: about one per 27 messages); when there are
                       at least as many messages, each of them gets one before the rest are spread
  --hot-reactions N    N more reactions on the newest text message, one per user and kind (a list
                       at depth; at most the active users times ${Object.keys(REACTIONS).length} kinds)
  --threads N          N messages get a thread of one to five replies (default 0)
  --webhooks           two webhooks with the deliveries of their last 3 days, one failing lately
  --days N             length of the history (default ${DEFAULT_SIZES.days})
  --seed N             PRNG seed (default ${DEFAULT_SIZES.seed})
  --anchor <seconds>   end of the history (default: now rounded down to the hour; only then are
                       a few calls left ongoing). The same --seed and --anchor give the same rows.

Live activity (through the HTTP API of a running sandbox, so webhooks fire):
  --live --url <http://127.0.0.1:4100> --app <appId> --region <r> --apikey <key>
  --rate <events per second> (default 2)  [--duration <seconds>]  stops on Ctrl-C`;

export function parseArgs(argv: string[], env: Record<string, string | undefined> = process.env): CliOptions {
  const raw = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith("--")) throw new Error(`unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    if (FLAGS.has(name)) {
      raw.set(name, "true");
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    raw.set(name, value);
  }
  const known = [
    "app",
    "data-dir",
    "region",
    "users",
    "groups",
    "messages",
    "calls",
    "conversations",
    "hot-reactions",
    "threads",
    "days",
    "seed",
    "anchor",
  ];
  for (const name of raw.keys()) {
    if (!FLAGS.has(name) && !known.includes(name) && !["url", "apikey", "rate", "duration"].includes(name)) {
      throw new Error(`unknown option --${name}`);
    }
  }
  const int = (name: string, fallback: number, min = 0) => {
    const v = raw.get(name);
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v) || Number(v) < min)
      throw new Error(`--${name} must be an integer of at least ${min}`);
    return Number(v);
  };
  const region = raw.get("region") ?? "us";
  if (!REGIONS.includes(region as Region)) throw new Error(`--region must be one of ${REGIONS.join(", ")}`);
  const rate = Number(raw.get("rate") ?? 2);
  if (!(rate > 0) || rate > 1000)
    throw new Error("--rate must be a number of events per second in (0, 1000]");
  return {
    app: raw.get("app"),
    dataDir: raw.get("data-dir") ?? env.SANDBOX_DATA_DIR ?? "data/sandbox",
    region: region as Region,
    ifEmpty: raw.has("if-empty"),
    users: int("users", DEFAULT_SIZES.users),
    groups: int("groups", DEFAULT_SIZES.groups),
    messages: int("messages", DEFAULT_SIZES.messages),
    calls: int("calls", DEFAULT_SIZES.calls),
    conversations: raw.has("conversations") ? int("conversations", 0) : undefined,
    hotReactions: int("hot-reactions", 0),
    threads: int("threads", 0),
    webhooks: raw.has("webhooks"),
    days: int("days", DEFAULT_SIZES.days, 1),
    seed: int("seed", DEFAULT_SIZES.seed),
    seedGiven: raw.has("seed"),
    anchor: raw.has("anchor") ? int("anchor", 0, 1_000_000_000) : undefined,
    live: raw.has("live"),
    url: raw.get("url") ?? `http://127.0.0.1:${env.SANDBOX_PORT ?? 4100}`,
    apikey: raw.get("apikey"),
    rate,
    duration: raw.has("duration") ? int("duration", 0, 1) : undefined,
    help: raw.has("help"),
  };
}
