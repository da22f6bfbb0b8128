import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { formatPercent } from "@/lib/analytics/labels";
import { CHAT_KPI_LABELS, formatChatKpi } from "@/lib/analytics/messages-labels";
import { CHAT_KPI_KEYS, type ChatPanel } from "@/lib/chat-store/panel-model";
import { formatSecondsUtc } from "@/lib/format";

/** The range's figures against the previous period; no change where the stored history does not reach it. */
export function MessagesKpis({ panel, compared }: { panel: ChatPanel; compared: string }) {
  const stored = panel.previousStored;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        Changes: {compared}.
        {stored
          ? null
          : panel.historyFrom === null
            ? " No messages are stored for the previous period."
            : ` The stored messages start ${formatSecondsUtc(panel.historyFrom)}, after the previous period began: no change is given.`}
      </p>
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-label="Key figures">
        {CHAT_KPI_KEYS.map((key) => {
          const k = panel.kpis[key];
          const change = k.change;
          const Icon =
            change === null || change === 0 ? ArrowRight : change > 0 ? ArrowUpRight : ArrowDownRight;
          const words = !stored
            ? "no data for the previous period"
            : change === null
              ? "no change figure"
              : `${change > 0 ? "up" : change < 0 ? "down" : "unchanged"} ${formatPercent(Math.abs(change))}`;
          return (
            <li key={key} className="rounded-lg border border-border bg-card p-3">
              <p className="text-sm text-muted-foreground">{CHAT_KPI_LABELS[key]}</p>
              <p className="mt-1 text-2xl font-semibold tabular-nums" data-kpi={key}>
                {formatChatKpi(key, k.value)}
              </p>
              <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
                {stored ? <Icon aria-hidden className="size-3.5" /> : null}
                <span>{stored ? `${words} · previous period ${formatChatKpi(key, k.previous)}` : words}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">
        Messages sent by users (the service's own action messages are left out), deleted ones included; media:
        images, videos, audio and files.
      </p>
    </div>
  );
}
