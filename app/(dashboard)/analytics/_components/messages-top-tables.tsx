import { formatNumber } from "@/lib/analytics/labels";
import type { TopNames } from "@/lib/analytics/top-names";
import type { ChatPanel, TopCount } from "@/lib/chat-store/panel-model";
import { type TopRow, TopTable } from "./top-table";

const rowsOf = (counts: TopCount[], path: string, names?: Record<string, string>): TopRow[] =>
  counts.map((c) => ({
    id: c.key,
    name: names?.[c.key],
    href: `${path}/${encodeURIComponent(c.key)}`,
    figures: [formatNumber(c.messages)],
  }));

export function MessagesTopTables({ panel, names }: { panel: ChatPanel; names?: TopNames }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TopTable
        title="Most active senders"
        idLabel="User"
        figureLabels={["Messages"]}
        rows={rowsOf(panel.topSenders, "/users", names?.users)}
      />
      <TopTable
        title="Most active groups"
        idLabel="Group"
        figureLabels={["Messages"]}
        rows={rowsOf(panel.topGroups, "/groups", names?.groups)}
      />
    </div>
  );
}
