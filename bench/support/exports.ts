import { readFileSync, writeFileSync } from "node:fs";
import type { SandboxProcess } from "@/test/sandbox-process";
import { actionId, postAction, type Stack } from "./stack";

export const EXPORT_ACTIONS = "app/(dashboard)/exports/_lib/actions.ts";
export const MiB = 1024 * 1024;

/** A process's resident memory now (`VmRSS`) or at its peak so far (`VmHWM`), in bytes. */
export const memory = (pid: number, field: "VmHWM" | "VmRSS" | "RssAnon" | "RssFile") => {
  const m = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return Number(m?.[1] ?? 0) * 1024;
};

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

/**
 * A process's memory over one run: its peak (VmHWM) is reset at the start, so the peak read at the end is the
 * run's own; its anonymous memory (heap, buffers: what the run itself holds, unlike the store's file mapped
 * into it, which the kernel can drop) is sampled through the run. `line` prints both against `targetMiB`.
 */
export function watchMemory(pid: number) {
  const before = { rss: memory(pid, "VmRSS"), anon: memory(pid, "RssAnon") };
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  let anonPeak = before.anon;
  return {
    sample() {
      anonPeak = Math.max(anonPeak, memory(pid, "RssAnon"));
    },
    line(targetMiB?: number) {
      const peak = memory(pid, "VmHWM");
      const verdict = (bytes: number) =>
        targetMiB === undefined
          ? ""
          : ` (target ≤ ${targetMiB} MiB: ${bytes <= targetMiB * MiB ? "met" : "NOT met"})`;
      return (
        `  dashboard RSS: ${mib(before.rss)} before (${mib(before.anon)} anonymous), peak during the run ` +
        `${mib(peak)}${verdict(peak)}; anonymous at most ${mib(anonPeak)} (sampled)${verdict(anonPeak)}, ` +
        `${mib(anonPeak - before.anon)} over the process's own before the run`
      );
    },
  };
}

export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** Every page of the sandbox's message listing by id, oldest first, 1,000 a page; `filter` narrows it. */
export async function* messagePages<T extends { id: number }>(
  sandbox: SandboxProcess,
  filter = "",
): AsyncGenerator<T[]> {
  for (let after: string | undefined; ; ) {
    const q = `/messages?${filter}limit=1000&affix=append${after ? `&id=${after}` : ""}`;
    const page = (await sandbox.chat("GET", q)) as { data: T[]; meta: { next?: unknown } };
    yield page.data;
    const last = page.data.at(-1);
    if (!page.meta.next || !last) break;
    after = String(last.id);
  }
}

/** An export's peer: the same listing read straight from the sandbox, its rows and milliseconds. */
export async function readListing(sandbox: SandboxProcess, filter = "") {
  let rows = 0;
  const t0 = performance.now();
  for await (const page of messagePages(sandbox, filter)) rows += page.length;
  return { rows, ms: performance.now() - t0 };
}

export interface ExportView {
  id: string;
  status: string;
  rowsDone: number;
  bytes: number;
  currentKind: string | null;
  error: string | null;
}

/**
 * Follows export `id` through the exports list every `everyMs` until it is done or failed, sampling the
 * dashboard's memory into `watch` and showing `seen` each view before; answers the last view.
 */
export async function followExport(
  stack: Stack,
  id: string | undefined,
  everyMs: number,
  watch: { sample(): void },
  seen: (view: ExportView) => void = () => undefined,
) {
  const list = actionId("listExportsAction", EXPORT_ACTIONS);
  let view: ExportView | undefined;
  for (;;) {
    await new Promise((r) => setTimeout(r, everyMs));
    watch.sample();
    const views = await postAction<{ data?: ExportView[] }>(
      `${stack.dashboardUrl}/exports`,
      list,
      {},
      stack.cookie,
    );
    view = views.data?.find((e) => e.id === id);
    if (!view || view.status === "done" || view.status === "failed") break;
    seen(view);
  }
  return view;
}
