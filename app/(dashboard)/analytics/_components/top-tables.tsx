import { formatNumber } from "@/lib/analytics/labels";
import type { TopNames } from "@/lib/analytics/top-names";
import type { Panel } from "@/lib/call-store/panel-model";
import { callsLink } from "../_lib/drill-down";
import { TopTable } from "./top-table";

export function TopTables({
  panel,
  range,
  names,
}: {
  panel: Panel;
  range: { from: number; to: number };
  names?: TopNames;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TopTable
        title="Top users by participant minutes"
        idLabel="User"
        figureLabels={["Participant minutes", "Calls"]}
        rows={panel.topUsers.map((u) => ({
          id: u.uid,
          name: names?.users[u.uid],
          href: callsLink(range, { uid: u.uid }),
          figures: [formatNumber(u.minutes), u.calls],
        }))}
      />
      <TopTable
        title="Top groups by call minutes"
        idLabel="Group"
        figureLabels={["Call minutes", "Calls"]}
        rows={panel.topGroups.map((g) => ({
          id: g.group,
          name: names?.groups[g.group],
          figures: [formatNumber(g.minutes), g.calls],
        }))}
      />
    </div>
  );
}
