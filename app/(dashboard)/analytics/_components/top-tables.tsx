import { formatNumber } from "@/lib/analytics/labels";
import type { TopNames } from "@/lib/analytics/top-names";
import type { Panel } from "@/lib/call-store/panel-model";
import { callsLink } from "../_lib/drill-down";
import { type TopRow, TopTable } from "./top-table";

const rowOf = (id: string, c: { minutes: number; calls: number }, name?: string, href?: string): TopRow => ({
  id,
  name,
  href,
  figures: [formatNumber(c.minutes), c.calls],
});

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
        rows={panel.topUsers.map((u) =>
          rowOf(u.uid, u, names?.users[u.uid], callsLink(range, { uid: u.uid })),
        )}
      />
      <TopTable
        title="Top groups by call minutes"
        idLabel="Group"
        figureLabels={["Call minutes", "Calls"]}
        rows={panel.topGroups.map((g) => rowOf(g.group, g, names?.groups[g.group]))}
      />
    </div>
  );
}
