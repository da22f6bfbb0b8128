import Link from "next/link";
import { messageSummary } from "@/lib/exports/message-summary";
import { formatSeconds } from "@/lib/format";
import type { CallPage } from "@/lib/schemas/calls";
import type { MessagePage } from "@/lib/server/api/chat-messages";

const enc = encodeURIComponent;
const more = "text-sm font-medium text-primary underline-offset-4 hover:underline";

export function RecentMessages({ uid, page }: { uid: string; page: MessagePage }) {
  const messages = [...page.data].reverse();
  return (
    <div className="flex flex-col gap-2">
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">This user has sent no message.</p>
      ) : (
        <ul aria-label="Recent messages" className="flex flex-col divide-y divide-border text-sm">
          {messages.map((m) => (
            <li key={m.id} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
              <Link href={`/messages/${m.id}`} className="font-mono underline-offset-4 hover:underline">
                #{m.id}
              </Link>
              <span className="tabular-nums text-muted-foreground">{formatSeconds(m.sentAt)}</span>
              <span className="text-muted-foreground">
                to {m.receiverType === "group" ? `group ${m.receiver}` : m.receiver}
              </span>
              <span className="min-w-0 flex-1 truncate">{messageSummary(m)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link href={`/messages/search?sender=${enc(uid)}`} className={more}>
        Every message sent →
      </Link>
    </div>
  );
}

export function RecentCalls({ uid, page }: { uid: string; page: CallPage }) {
  return (
    <div className="flex flex-col gap-2">
      {page.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">This user has taken part in no call.</p>
      ) : (
        <ul aria-label="Recent calls" className="flex flex-col divide-y divide-border text-sm">
          {page.data.map((c) => (
            <li key={c.sessionId} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
              <Link href={`/calls/${enc(c.sessionId)}`} className="underline-offset-4 hover:underline">
                {c.type} {c.mode} {c.initiator === uid ? `to ${c.receiver}` : `from ${c.initiator}`}
              </Link>
              <span className="tabular-nums text-muted-foreground">{formatSeconds(c.initiatedAt)}</span>
              <span className="text-muted-foreground">
                {c.status === "ended" ? c.totalDuration : c.status}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">
        {page.meta.pagination.total.toLocaleString("en-US")} calls in all ·{" "}
        <Link href={`/calls?uid=${enc(uid)}`} className={more}>
          Every call →
        </Link>
      </p>
    </div>
  );
}
