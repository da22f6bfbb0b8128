"use client";

import { MessagesSquare } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { Message } from "@/lib/schemas/messages";
import { APP_SENDER, conversationHref, groupHref, userHref } from "../_lib/links";
import { BanSenderButton, type SenderGroup } from "./ban-sender-button";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

function Who({ uid, name, href }: { uid: string; name?: string; href?: string }) {
  const text = name && name !== uid ? `${name} (${uid})` : uid;
  return href ? (
    <Link href={href} className={linkClass}>
      {text}
    </Link>
  ) : (
    <span className="font-medium">{text}</span>
  );
}

/** Where a message was sent, one click from its sender, its group and its conversation around it. */
export function MessagePlace({
  message: m,
  group,
  canBan,
  canTransfer,
}: {
  message: Message;
  /** The group of a group message, as the service has it now (for its owner); absent when unread. */
  group?: SenderGroup;
  canBan: boolean;
  canTransfer: boolean;
}) {
  const e = m.data.entities;
  const fromApp = m.sender === APP_SENDER;
  const groupName = e?.receiver?.entityType === "group" ? e.receiver.entity.name : group?.name;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        Sent by{" "}
        {fromApp ? "the app" : <Who uid={m.sender} name={e?.sender?.entity.name} href={userHref(m.sender)} />}{" "}
        {m.receiverType === "group" ? (
          <>
            in the group <Who uid={m.receiver} name={groupName} href={groupHref(m.receiver)} />
          </>
        ) : (
          <>
            to{" "}
            <Who
              uid={m.receiver}
              name={e?.receiver?.entityType === "user" ? e.receiver.entity.name : undefined}
              href={userHref(m.receiver)}
            />
          </>
        )}
        .
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={conversationHref(m)}>
            <MessagesSquare aria-hidden className="size-4" /> Show in conversation
          </Link>
        </Button>
        {canBan && group && !fromApp && m.receiverType === "group" ? (
          <BanSenderButton messageId={m.id} uid={m.sender} group={group} canTransfer={canTransfer} />
        ) : null}
      </div>
    </div>
  );
}
