import { PlainTable } from "@/components/plain-table";
import { Badge } from "@/components/ui/badge";
import type { AddMemberOutcome } from "@/lib/inputs/chat-groups-query";

const LIST_LABEL = {
  admins: "admin",
  moderators: "moderator",
  participants: "participant",
  usersToBan: "ban",
} as const;

export function AddMembersResults({ outcomes }: { outcomes: AddMemberOutcome[] }) {
  const failed = outcomes.filter((o) => !o.success).length;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm">
        {outcomes.length - failed} of {outcomes.length} done{failed ? `, ${failed} refused` : ""}.
      </p>
      <PlainTable caption="Result per uid" columns={["Uid", "As", "Result"]}>
        {outcomes.map((o) => (
          <tr key={`${o.list}:${o.uid}`} className="border-b border-border/60 align-top">
            <td className="py-1 pr-3 font-mono">{o.uid}</td>
            <td className="py-1 pr-3">{LIST_LABEL[o.list]}</td>
            <td className="py-1">
              {o.success ? (
                <Badge variant="success">
                  {o.list === "usersToBan" ? "Banned" : `Added — ${o.membersCount} members after`}
                </Badge>
              ) : (
                <span className="text-destructive">{o.error}</span>
              )}
            </td>
          </tr>
        ))}
      </PlainTable>
    </div>
  );
}
