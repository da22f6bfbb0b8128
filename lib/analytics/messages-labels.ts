import type { ChatKpiKey } from "@/lib/chat-store/panel-model";
import { formatPercent } from "./labels";

export const CHAT_KPI_LABELS: Record<ChatKpiKey, string> = {
  messages: "Messages sent",
  senders: "Distinct senders",
  replies: "Replies in threads",
  mediaShare: "Media share",
};

const integer = new Intl.NumberFormat("en-US");

export function formatChatKpi(key: ChatKpiKey, v: number | null): string {
  if (v === null) return "—";
  return key === "mediaShare" ? formatPercent(v) : integer.format(v);
}
