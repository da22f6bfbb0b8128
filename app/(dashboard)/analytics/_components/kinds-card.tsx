import Link from "next/link";
import { formatNumber, formatPercent } from "@/lib/analytics/labels";
import type { MessageKinds } from "@/lib/chat-store/kinds-model";
import { CompareTable } from "./compare-table";
import { PanelCard } from "./panel-card";

/** Messages by type against the previous period, and how many of the range's were edited or deleted since. */
export function KindsCard({ kinds, previousStored }: { kinds: MessageKinds; previousStored: boolean }) {
  const total = kinds.byType.reduce((s, t) => s + t.messages, 0);
  return (
    <PanelCard title="Messages by type">
      <div className="flex flex-col gap-3">
        <CompareTable
          caption="Messages sent in this range by type, with the previous period"
          head="Type"
          rows={kinds.byType}
          rowKey={(t) => t.type}
          rowHead={(t) => t.type}
          columns={[
            { label: "Messages", value: (t) => formatNumber(t.messages) },
            { label: "Share", value: (t) => (total ? formatPercent(t.messages / total) : "—") },
          ]}
          previous={previousStored ? (t) => t.previous : undefined}
        />
        <p className="text-sm">
          Of this range’s messages, <span data-kind="edited">{formatNumber(kinds.edited)}</span> were edited
          and <span data-kind="deleted">{formatNumber(kinds.deleted)}</span> deleted since.{" "}
          <Link href="/messages/search?deleted=only" className="text-primary underline underline-offset-4">
            Deleted messages
          </Link>
        </p>
      </div>
    </PanelCard>
  );
}
