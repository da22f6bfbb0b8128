"use client";

import {
  Ban,
  Bell,
  KeyRound,
  type LucideIcon,
  MessageSquare,
  Phone,
  ScrollText,
  ShieldCheck,
  Users,
} from "lucide-react";
import Link from "next/link";
import { NamedId } from "@/components/names/named-id";
import { formatSeconds } from "@/lib/format";
import { TIMELINE_KIND_LABELS, type TimelineKind } from "@/lib/timeline/kinds";
import type { TimelinePage } from "@/lib/timeline/schema";

const ICONS: Record<TimelineKind, LucideIcon> = {
  message: MessageSquare,
  call: Phone,
  group: Users,
  block: Ban,
  token: KeyRound,
  moderation: ShieldCheck,
  notification: Bell,
  audit: ScrollText,
};

/** One entry: a link to its page, with its kind, its time (UTC) and a line saying what happened. */
export function TimelineEntryRow({ entry }: { entry: TimelinePage["entries"][number] }) {
  const Icon = ICONS[entry.kind];
  return (
    <li>
      <Link
        href={entry.href}
        prefetch={false}
        className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-sm px-1 py-2 underline-offset-4 hover:bg-muted/50 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="inline-flex w-44 shrink-0 items-center gap-1.5 font-medium">
          <Icon aria-hidden className="size-4 self-center text-muted-foreground" />
          {TIMELINE_KIND_LABELS[entry.kind]}
        </span>
        <time
          dateTime={new Date(entry.at * 1000).toISOString()}
          className="shrink-0 tabular-nums text-muted-foreground"
        >
          {formatSeconds(entry.at)}
        </time>
        <span className="min-w-0 flex-1 break-words">
          {entry.parts.map((p, i) =>
            typeof p === "string" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
              <span key={i}>{p}</span>
            ) : "user" in p ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
              <NamedId key={i} kind="user" id={p.user} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
              <NamedId key={i} kind="group" id={p.group} />
            ),
          )}
        </span>
      </Link>
    </li>
  );
}
