"use client";

import type { ReactNode } from "react";
import { FieldGrid } from "@/components/facts";
import { JsonDetails } from "@/components/json-details";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { formatSeconds } from "@/lib/format";
import type { GroupDetail } from "@/lib/server/api/chat-groups";
import { useGroup } from "./use-group";

const none = <span className="text-muted-foreground">—</span>;

export function GroupSummary({ initial }: { initial: GroupDetail }) {
  const g = useGroup(initial);
  const fields: [string, ReactNode][] = [
    [
      "Guid",
      <code key="g" className="break-all text-xs">
        {g.guid}
      </code>,
    ],
    ["Name", g.name],
    [
      "Type",
      <Badge key="t" variant={g.type === "public" ? "muted" : "warning"}>
        {g.type}
      </Badge>,
    ],
    ["Owner", g.owner],
    [
      "Members",
      <span key="m" className="tabular-nums" data-testid="members-count">
        {g.membersCount}
      </span>,
    ],
    ["Online members", g.onlineMembersCount ?? none],
    ["Description", g.description || none],
    [
      "Icon",
      g.icon ? (
        <span key="i" className="flex items-center gap-2">
          <UserAvatar size="md" name={g.name} id={g.guid} src={g.icon} />
          {/^https?:\/\//i.test(g.icon) ? (
            <a className="underline" href={g.icon} rel="noreferrer noopener" target="_blank">
              Open image
            </a>
          ) : null}
        </span>
      ) : (
        none
      ),
    ],
    ["Tags", g.tags?.length ? g.tags.join(", ") : none],
    [
      "Conversation id",
      <code key="c" className="break-all text-xs">
        {g.conversationId}
      </code>,
    ],
    ["Created (UTC)", formatSeconds(g.createdAt)],
    ["Updated (UTC)", formatSeconds(g.updatedAt)],
    ["Updated by", g.updatedBy ?? none],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Group</CardTitle>
      </CardHeader>
      <CardContent>
        <FieldGrid fields={fields} />
        {g.metadata && Object.keys(g.metadata).length > 0 ? (
          <JsonDetails summary="Metadata" value={g.metadata} className="mt-4" />
        ) : null}
      </CardContent>
    </Card>
  );
}
