import type { z } from "zod";
import type { AuditRow } from "../audit-filter";
import { messageSummary } from "../exports/message-summary";
import type { Message } from "../schemas/messages";
import type { reviewedMessageSchema } from "../schemas/moderation";
import type { NotificationLog } from "../schemas/notification-logs";
import type { SummaryPart } from "./merge";

const MAX_TEXT = 120;
const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);
const party = (receiverType: string, receiver: string): SummaryPart =>
  receiverType === "group" ? { group: receiver } : { user: receiver };

/** "To <receiver>: <text>" for a message the user sent. */
export function messageLine(m: Message): SummaryPart[] {
  return ["To ", party(m.receiverType, m.receiver), `: ${clip(messageSummary(m))}`];
}

const ACTIONS: Record<string, string> = {
  added: "added to",
  joined: "joined",
  left: "left",
  kicked: "kicked from",
  banned: "banned from",
  unbanned: "unbanned from",
  scopeChanged: "scope changed in",
};

const entityId = (e: unknown, field: "uid" | "guid") => {
  const v = (e as Record<string, unknown> | undefined)?.[field];
  return typeof v === "string" ? v : undefined;
};

/** "<on> kicked from <group> by <by>", from a group's member action message. */
export function actionSummary(m: Message): SummaryPart[] {
  const entities = m.data.entities;
  const on = entityId(entities?.on?.entity, "uid");
  const by = entityId(entities?.by?.entity, "uid");
  const action = typeof m.data.action === "string" ? m.data.action : m.type;
  const scope = typeof m.data.scope === "string" ? ` (now ${m.data.scope})` : "";
  const parts: SummaryPart[] = [];
  if (on) parts.push({ user: on }, " ");
  parts.push(`${ACTIONS[action] ?? action} `, { group: m.receiver });
  if (scope) parts.push(scope);
  // The system actor acts for the app's own server (the REST API); it is no user to name.
  if (by === "app_system") parts.push(" by the app");
  else if (by && by !== on) parts.push(" by ", { user: by });
  return parts;
}

type Reviewed = z.infer<typeof reviewedMessageSchema>;

/** "Reported message #12 approved", "Withheld message #12 rejected". */
export function reviewLine(r: Reviewed): SummaryPart[] {
  return [`${r.kind === "flagged" ? "Reported" : "Withheld"} message #${r.messageId} ${r.status}`];
}

const CHANNELS = { push: "Push", email: "Email", sms: "SMS" } as const;

/** "Push after_message from <sender>: sent", with the reason when it was not sent. */
export function notificationLine(l: NotificationLog): SummaryPart[] {
  const outcome = !l.notificationTriggered
    ? `not sent (${l.reason ?? "no reason given"})`
    : l.success === false
      ? "failed"
      : l.success
        ? "sent"
        : "pending";
  return [`${CHANNELS[l.channel]} (${l.trigger}) from `, { user: l.sender }, `: ${outcome}`];
}

/** "users.deactivate by ada@example.com: ok". */
export function auditLine(
  a: Pick<AuditRow, "action" | "actorEmail" | "outcome" | "errorCode">,
): SummaryPart[] {
  return [`${a.action} by ${a.actorEmail}: ${a.outcome}${a.errorCode ? ` (${a.errorCode})` : ""}`];
}
