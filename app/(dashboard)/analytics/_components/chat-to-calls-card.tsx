import { formatNumber, formatPercent } from "@/lib/analytics/labels";
import type { ChatToCalls, ChatToCallsFigures } from "@/lib/chat-store/chat-to-calls-model";
import { PanelCard } from "./panel-card";

const share = (v: number | null) => (v === null ? "—" : formatPercent(v));
const ratio = (v: number | null) => (v === null ? "—" : formatNumber(v));

const FIGURES: {
  key: "chatters" | "calledAfter" | "callsPerChatter";
  label: string;
  value: (f: ChatToCallsFigures) => string;
  /** The figure's companion, on its own line under it. */
  detail: (f: ChatToCallsFigures) => string;
}[] = [
  {
    key: "chatters",
    label: "Active chatters",
    value: (f) => formatNumber(f.chatters),
    detail: () => "sent at least one message",
  },
  {
    key: "calledAfter",
    label: "Called after chatting",
    value: (f) => formatNumber(f.calledAfter),
    detail: (f) => `${share(f.calledShare)} of chatters`,
  },
  {
    key: "callsPerChatter",
    label: "Calls per chatter",
    value: (f) => ratio(f.callsPerChatter),
    detail: (f) => `${formatNumber(f.calls)} calls with a chatter in them`,
  },
];

/** How many of the range's chatters went on to calls, against the previous period. */
export function ChatToCallsCard({
  toCalls,
  previousStored,
}: {
  toCalls: ChatToCalls;
  /** Whether the stored history reaches over the previous period (else its figures are left out). */
  previousStored: boolean;
}) {
  const { current, previous } = toCalls;
  return (
    <PanelCard title="From chat to calls">
      {current.chatters === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nobody sent a message in this range, so there are no chatters to follow to calls.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {FIGURES.map((f) => (
              <div key={f.key} className="rounded-lg border border-border p-3">
                <dt className="text-sm text-muted-foreground">{f.label}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums" data-chat-calls={f.key}>
                  {f.value(current)}
                </dd>
                <dd className="mt-1 text-xs text-muted-foreground" data-chat-calls-detail={f.key}>
                  {f.detail(current)}
                </dd>
                {previousStored ? (
                  <dd className="mt-1 text-xs text-muted-foreground" data-chat-calls-previous={f.key}>
                    previous period {f.value(previous)}
                    {f.key === "calledAfter" ? ` (${share(previous.calledShare)})` : ""}
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted-foreground">
            Active chatters sent a message in the range. A chatter called after chatting when they started a
            call or spent time in one, in the range, at or after their first message in it; being rung without
            answering does not count. Calls per chatter: the range’s calls that at least one chatter started
            or spent time in (before or after their messages), divided by the chatters. Minutes of a call
            still under way are not known yet, so only its caller counts until it ends.
          </p>
        </>
      )}
    </PanelCard>
  );
}
