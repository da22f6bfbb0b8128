import type { Deps } from "../deps";
import type { AppRow } from "./apps";

export const TRIGGERS = {
  message_sent: "After a message is sent.",
  message_edited: "After a message is edited.",
  message_deleted: "After a message is deleted.",
  message_reaction_added: "After a reaction is added.",
  message_reaction_removed: "After a reaction is removed.",
  user_blocked: "When a user blocks another user.",
  user_unblocked: "When a user unblocks another user.",
  group_created: "After a group is created.",
  group_updated: "After a group is updated.",
  group_deleted: "After a group is deleted.",
  group_member_joined: "After a user joins a group.",
  group_member_left: "After a user leaves a group.",
  group_member_added: "After members are added.",
  group_member_kicked: "After members are kicked.",
  group_member_banned: "After members are banned.",
  group_member_unbanned: "After members are unbanned.",
  group_member_scope_changed: "When a member's scope changes.",
  group_owner_transferred: "When the group owner changes.",
  user_connection_status_changed: "After a user connects or disconnects from the real-time connection.",
  message_delivery_receipt: "When a client confirms a message was delivered.",
  message_read_receipt: "When a client confirms a message was read.",
  call_initiated: "When a call is initiated.",
  call_started: "When a call starts.",
  call_participant_joined: "When a participant joins a call.",
  call_participant_left: "When a participant leaves a call.",
  call_ended: "When a call ends.",
  meeting_started: "When a meeting starts.",
  meeting_participant_joined: "When a participant joins a meeting.",
  meeting_participant_left: "When a participant leaves a meeting.",
  meeting_ended: "When a meeting ends.",
  recording_generated: "When a recording is generated.",
} as const;

export type TriggerId = keyof typeof TRIGGERS;
export const TRIGGER_IDS = Object.keys(TRIGGERS) as TriggerId[];

/** Call inside the change's transaction, so the event is durable exactly when the change is. */
export function emit(
  deps: Deps,
  app: Pick<AppRow, "id" | "region">,
  trigger: TriggerId,
  data: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): number {
  const hooks = deps.db
    .prepare(
      `SELECT w.id FROM webhooks w JOIN webhook_triggers t ON t.app_id = w.app_id AND t.webhook_id = w.id
        WHERE w.app_id = ? AND w.enabled = 1 AND t.trigger_id = ?`,
    )
    .all(app.id, trigger) as { id: string }[];
  if (hooks.length === 0) return 0;
  const now = deps.now();
  const insert = deps.db.prepare(
    `INSERT INTO outbox (app_id, webhook_id, trigger_id, payload, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const hook of hooks) {
    const payload = { trigger, ...extra, data, appId: app.id, region: app.region, webhook: hook.id };
    insert.run(app.id, hook.id, trigger, JSON.stringify(payload), now, now);
  }
  return hooks.length;
}
