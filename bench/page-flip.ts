// `npm run bench:page-flip`: server cost of a calls page flip via the server action vs the sandbox's
// GET /calls, N=200 interleaved; no target. Extra figures split the gap: a non-Next answer, a refused
// action, CPU per action.
import { ensureDashboardBuild } from "./support/build";
import { actionId, percentile, runBench, sendAction, startStack } from "./support/stack";

const N = Number(process.env.BENCH_N ?? 200);
const WARMUP = 20;
const PER_PAGE = 25;
const PAGES = 40;

async function main() {
  ensureDashboardBuild();
  const id = actionId("listCallsAction", "app/(dashboard)/calls/_lib/actions.ts");
  const stack = await startStack({ calls: 20_000 });
  const { sandbox } = stack;
  try {
    const direct = async (page: number) => {
      const res = await fetch(
        `${sandbox.url}/${sandbox.region}/${sandbox.appId}/call/v3/calls?page=${page}&perPage=${PER_PAGE}`,
        { headers: { apikey: sandbox.apiKey, accept: "application/json" } },
      );
      const body = await res.text();
      if (!res.ok || !body.includes('"sessionId"')) throw new Error(`direct page ${page}: ${res.status}`);
    };
    const post = (input: unknown) => sendAction(`${stack.dashboardUrl}/calls`, id, input, stack.cookie);
    const viaAction = async (page: number) => {
      const res = await post({ page, perPage: PER_PAGE });
      const body = await res.text();
      if (!res.ok || !body.includes('"sessionId"'))
        throw new Error(`action page ${page}: ${res.status} ${body.slice(0, 200)}`);
    };
    const refused = async () => {
      const res = await post({ page: 0, perPage: PER_PAGE });
      const body = await res.text();
      if (!res.ok || !body.includes("validationErrors")) throw new Error(`refused action: ${res.status}`);
    };
    const bare = async () => {
      const res = await fetch(`${stack.dashboardUrl}/api/receiver/ep_unknown`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      await res.text();
      if (res.status !== 404) throw new Error(`bare answer: ${res.status}`);
    };
    const time = async (f: () => Promise<void>) => {
      const t = performance.now();
      await f();
      return performance.now() - t;
    };
    for (let i = 0; i < WARMUP; i++) {
      await bare();
      await direct((i % PAGES) + 1);
      await viaAction((i % PAGES) + 1);
    }
    const d: number[] = [];
    const a: number[] = [];
    const r: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < N; i++) {
      b.push(await time(bare));
      r.push(await time(refused));
    }
    const cpuBefore = stack.dashboardCpuMs();
    for (let i = 0; i < N; i++) {
      const page = (i % PAGES) + 1;
      // Alternate which goes first so neither always runs on a warmer cache.
      if (i % 2 === 0) {
        d.push(await time(() => direct(page)));
        a.push(await time(() => viaAction(page)));
      } else {
        a.push(await time(() => viaAction(page)));
        d.push(await time(() => direct(page)));
      }
    }
    const cpuPerAction = (stack.dashboardCpuMs() - cpuBefore) / N;
    const p50d = percentile(d, 50);
    const p50a = percentile(a, 50);
    const row = (name: string, s: number[]) =>
      `${name.padEnd(28)} p50 ${percentile(s, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(s, 95).toFixed(2).padStart(7)} ms`;
    console.log(`calls page flip, ${PER_PAGE} a page over 20,000 calls, N=${N} each`);
    console.log(row("sandbox GET /calls (direct)", d));
    console.log(row("dashboard server action", a));
    console.log(row("action, refused input", r));
    console.log(row("dashboard 404 without Next", b));
    console.log(`dashboard CPU per action (all threads): ${cpuPerAction.toFixed(2)} ms`);
    console.log(
      `action − direct at p50: ${(p50a - p50d).toFixed(2)} ms; ratio ${(p50a / p50d).toFixed(2)}× (information, no target)`,
    );
  } finally {
    await stack.stop();
  }
}

runBench(main);
