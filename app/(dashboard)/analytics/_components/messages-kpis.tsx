import { CHAT_KPI_LABELS, formatChatKpi } from "@/lib/analytics/messages-labels";
import { CHAT_KPI_KEYS, type ChatPanel } from "@/lib/chat-store/panel-model";
import { KpiCardList } from "./kpi-cards";

/** The range's figures against the previous period; no change where the stored history does not reach it. */
export function MessagesKpis({ panel, compared }: { panel: ChatPanel; compared: string }) {
  return (
    <KpiCardList
      keys={CHAT_KPI_KEYS}
      kpis={panel.kpis}
      labels={CHAT_KPI_LABELS}
      format={formatChatKpi}
      previousStored={panel.previousStored}
      historyFrom={panel.historyFrom}
      history={{
        none: "No messages are stored for the previous period.",
        starts: "The stored messages start",
      }}
      compared={compared}
      className="xl:grid-cols-4"
      footnote="Messages sent by users (the service's own action messages are left out), deleted ones included; media: images, videos, audio and files."
    />
  );
}
