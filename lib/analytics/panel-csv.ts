import type { Panel, PanelHead } from "@/lib/call-store/panel-model";
import { type CsvValue, csvLine } from "../csv";
import { binLabel, DAYS_OF_WEEK, KPI_LABELS } from "./labels";

type Cell = CsvValue;

/** The header line, the range and the figures (`section,item,measure,value`), for any view's export. */
export function panelHeadRows<K extends string>(p: PanelHead<K>, labels: Record<K, string>): Cell[][] {
  const rows: Cell[][] = [["section", "item", "measure", "value"]];
  rows.push(
    ["range", "from", "unix_seconds", p.from],
    ["range", "to", "unix_seconds", p.to],
    ["range", "time_zone", "name", p.tz],
    ["range", "previous_from", "unix_seconds", p.previousFrom],
    ["range", "previous_to", "unix_seconds", p.previousTo],
    // Without stored history over the previous period, no change is given.
    ["range", "previous_stored", "boolean", p.previousStored],
  );
  for (const [key, label] of Object.entries(labels) as [K, string][]) {
    const k = p.kpis[key];
    rows.push(
      ["kpi", label, "value", k.value],
      ["kpi", label, "previous", k.previous],
      ["kpi", label, "change", k.change],
    );
  }
  return rows;
}

/** One figure per line (`section,item,measure,value`), so a spreadsheet can pivot it. */
export function panelCsv(p: Panel): string {
  const rows = panelHeadRows(p, KPI_LABELS);
  for (const d of p.minutesPerDay) {
    rows.push(
      ["participant_minutes_per_day", d.day, "audio_participant_minutes", d.audioMinutes],
      ["participant_minutes_per_day", d.day, "video_participant_minutes", d.videoMinutes],
    );
  }
  for (const r of p.byStatus) rows.push(["calls_by_status", r.key, "calls", r.calls]);
  for (const r of p.byMode) rows.push(["calls_by_mode", r.key, "calls", r.calls]);
  for (const r of p.byType) rows.push(["calls_by_type", r.key, "calls", r.calls]);
  for (const b of p.duration.bins) rows.push(["duration", binLabel(b.from, b.to), "calls", b.calls]);
  rows.push(
    ["duration", "p50", "seconds", p.duration.p50],
    ["duration", "p90", "seconds", p.duration.p90],
    ["duration", "p99", "seconds", p.duration.p99],
  );
  for (const r of p.participants) rows.push(["participants", r.participants, "calls", r.calls]);
  for (const u of p.topUsers)
    rows.push(["top_users", u.uid, "participant_minutes", u.minutes], ["top_users", u.uid, "calls", u.calls]);
  for (const g of p.topGroups)
    rows.push(["top_groups", g.group, "call_minutes", g.minutes], ["top_groups", g.group, "calls", g.calls]);
  p.heatmap.forEach((hours, dow) => {
    hours.forEach((n, h) => {
      rows.push(["heatmap", `${DAYS_OF_WEEK[dow]} ${String(h).padStart(2, "0")}:00`, "calls", n]);
    });
  });
  return rows.map(csvLine).join("");
}
