// `npm run bench:palette`: the command palette's search action on a demo-sized app, p50/p95/max per kind of
// text, with the sandbox's own user search as the peer. Target: p95 < 100 ms.
import { ensureDashboardBuild } from "./support/build";
import { actionId, percentile, runBench, sendAction, startStack } from "./support/stack";

const N = Number(process.env.BENCH_N ?? 200);
const WARMUP = 20;

type Kind = "name part" | "uid" | "guid" | "call id" | "message id" | "no match";

async function main() {
  ensureDashboardBuild();
  const id = actionId("searchEverythingAction", "lib/search/actions.ts");
  const stack = await startStack({ users: 200, groups: 20, messages: 3000, calls: 5000 });
  const { sandbox } = stack;
  const api = (root: string, path: string) =>
    fetch(`${sandbox.url}/${sandbox.region}/${sandbox.appId}/${root}/v3${path}`, {
      headers: { apikey: sandbox.apiKey, accept: "application/json" },
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${path}: ${r.status}`);
      return (await r.json()) as { data: Record<string, unknown>[] };
    });
  try {
    const users = (await api("api", "/users?perPage=50")).data as { uid: string; name: string }[];
    const groups = (await api("api", "/groups?perPage=20")).data as { guid: string }[];
    const calls = (await api("call", "/calls?perPage=20")).data as { sessionId: string }[];
    const conversations = (await api("api", "/conversations?perPage=5")).data as {
      lastMessage?: { id: string };
    }[];
    const messageIds = conversations.flatMap((c) => (c.lastMessage ? [c.lastMessage.id] : []));
    const texts: [Kind, string][] = [
      ...users
        .slice(0, 20)
        .map((u): [Kind, string] => ["name part", (u.name.split(" ")[1] ?? u.name).slice(0, 5)]),
      ...users.slice(20, 30).map((u): [Kind, string] => ["uid", u.uid]),
      ...groups.slice(0, 5).map((g): [Kind, string] => ["guid", g.guid]),
      ...calls.slice(0, 5).map((c): [Kind, string] => ["call id", c.sessionId]),
      ...messageIds.map((m): [Kind, string] => ["message id", m]),
      ["no match", "zzqxv"],
    ];
    const search = async (text: string) => {
      const res = await sendAction(`${stack.dashboardUrl}/calls`, id, { text }, stack.cookie);
      const body = await res.text();
      if (!res.ok || !body.includes('"hits"') || !body.includes('"failed":[]'))
        throw new Error(`search ${text}: ${res.status} ${body.slice(0, 200)}`);
    };
    const direct = async (text: string) => {
      await api("api", `/users?perPage=5&searchKey=${encodeURIComponent(text)}`);
    };
    const time = async (f: () => Promise<void>) => {
      const t = performance.now();
      await f();
      return performance.now() - t;
    };
    for (let i = 0; i < WARMUP; i++) await search(texts[i % texts.length]?.[1] ?? "");
    const all: number[] = [];
    const peer: number[] = [];
    const byKind = new Map<Kind, number[]>();
    for (let i = 0; i < N; i++) {
      const [kind, text] = texts[i % texts.length] ?? ["no match", "zzqxv"];
      const ms = await time(() => search(text));
      all.push(ms);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
      if (kind === "name part") peer.push(await time(() => direct(text)));
    }
    const row = (name: string, s: number[]) =>
      `${name.padEnd(30)} n=${String(s.length).padStart(3)}  p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(6)} ms  max ${Math.max(
        ...s,
      )
        .toFixed(1)
        .padStart(6)} ms`;
    console.log(`palette search on the demo-sized app, N=${N}`);
    console.log(row("all texts", all));
    for (const [kind, s] of byKind) console.log(row(`  ${kind}`, s));
    console.log(row("peer: sandbox GET /users search", peer));
    const p95 = percentile(all, 95);
    console.log(`p95 ${p95.toFixed(1)} ms against the target of 100 ms: ${p95 < 100 ? "met" : "NOT met"}`);
  } finally {
    await stack.stop();
  }
}

runBench(main);
