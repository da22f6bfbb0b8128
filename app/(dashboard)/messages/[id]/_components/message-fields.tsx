import type { ReactNode } from "react";
import { FieldGrid } from "@/components/facts";
import { JsonDetails } from "@/components/json-details";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatNamed, formatSeconds } from "@/lib/format";
import type { Message } from "@/lib/schemas/messages";

const none = <span className="text-muted-foreground">—</span>;

type Entity = { entity: Record<string, unknown>; entityType: string } | undefined;

const nameIn = (e: Entity) => (typeof e?.entity.name === "string" ? e.entity.name : undefined);

function entityLine(e: Entity) {
  if (!e) return none;
  const id = String(e.entity.uid ?? e.entity.guid ?? e.entity.id ?? "?");
  return `${e.entityType} ${formatNamed(nameIn(e), id)}`;
}

function Attachments({ message: m }: { message: Message }) {
  return (
    <div>
      <p className="text-xs text-muted-foreground">Attachments ({m.type})</p>
      <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label="Attachments">
        {m.data.attachments?.map((a) => (
          <li key={`${a.url}#${String(a.name ?? "")}`} className="break-all">
            <a href={a.url} className="underline" target="_blank" rel="noopener noreferrer nofollow">
              {typeof a.name === "string" ? a.name : a.url}
            </a>
            <span className="text-muted-foreground">
              {[a.mimeType, a.size === undefined ? undefined : `${String(a.size)} bytes`]
                .filter((x) => typeof x === "string")
                .map((x) => ` · ${x}`)
                .join("")}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MessageFields({ message: m }: { message: Message }) {
  const entities = m.data.entities;
  const fields: [string, ReactNode][] = [
    ["Id", <code key="id">{m.id}</code>],
    ["Muid", m.muid ?? none],
    [
      "Conversation id",
      <code key="c" className="break-all text-xs">
        {m.conversationId}
      </code>,
    ],
    // Named as the message's own snapshot of them names them, the id beside.
    ["Sender", formatNamed(nameIn(entities?.sender), m.sender)],
    ["Receiver", `${formatNamed(nameIn(entities?.receiver), m.receiver)} (${m.receiverType})`],
    ["Category / type", `${m.category} / ${m.type}`],
    ["Sent at (UTC)", formatSeconds(m.sentAt)],
    ["Updated at (UTC)", formatSeconds(m.updatedAt)],
    ["Delivered at (UTC)", m.deliveredAt ? formatSeconds(m.deliveredAt) : none],
    ["Read at (UTC)", m.readAt ? formatSeconds(m.readAt) : none],
    ["Edited at (UTC)", m.editedAt ? formatSeconds(m.editedAt) : none],
    ["Edited by", m.editedBy ?? none],
    ["Deleted at (UTC)", m.deletedAt ? formatSeconds(m.deletedAt) : none],
    ["Deleted by", m.deletedBy ?? none],
    ["Tags", m.tags?.length ? m.tags.join(", ") : none],
    ["Action", m.data.action ?? none],
  ];
  if (entities?.sender || entities?.receiver) {
    fields.push(
      ["Sender entity", entityLine(entities.sender)],
      ["Receiver entity", entityLine(entities.receiver)],
    );
  }
  if (entities?.by || entities?.on || entities?.for) {
    fields.push(
      ["By", entityLine(entities.by)],
      ["On", entityLine(entities.on)],
      ["For", entityLine(entities.for)],
    );
  }
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center gap-2">
        <CardTitle>Fields</CardTitle>
        {m.editedAt ? <Badge variant="muted">edited by {m.editedBy ?? "?"}</Badge> : null}
        {m.deletedAt ? <Badge variant="danger">deleted by {m.deletedBy ?? "?"}</Badge> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <p className="text-xs text-muted-foreground">Text</p>
          {typeof m.data.text === "string" ? (
            <p className="whitespace-pre-wrap text-sm" data-testid="message-text">
              {m.data.text}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="message-text">
              {m.deletedAt
                ? "Removed: the message was deleted."
                : m.data.attachments?.length
                  ? "No caption."
                  : "No text (not a text message)."}
            </p>
          )}
        </div>
        {m.data.attachments?.length ? <Attachments message={m} /> : null}
        <FieldGrid fields={fields} />
        <JsonDetails summary="The whole answer (JSON)" value={m} />
      </CardContent>
    </Card>
  );
}
