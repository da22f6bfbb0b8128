import type { TriggerId } from "@/lib/schemas/events";

// Clearly fake ids, so nobody mistakes them for real data.
const user = (uid: string, name: string, at: number) => ({
  uid,
  name,
  role: "default",
  status: "online" as const,
  createdAt: at - 86_400,
  lastActiveAt: at,
});
const userEntity = (u: ReturnType<typeof user>) => ({ entity: u, entityType: "user" as const });

// `nonce` makes the ids unique, so the receiver does not drop a second test event as a redelivery.
export function sampleData(trigger: TriggerId, at: number, nonce: number): Record<string, unknown> {
  const alice = user("test-alice", "Test Alice", at);
  const bob = user("test-bob", "Test Bob", at);
  const group = {
    guid: "test-group",
    name: "Test group",
    type: "public",
    owner: alice.uid,
    membersCount: 2,
    createdAt: at - 3_600,
    conversationId: "group_test-group",
    metadata: { testEventId: String(nonce) },
  };
  const message = {
    id: String(nonce),
    conversationId: `${alice.uid}_user_${bob.uid}`,
    sender: alice.uid,
    receiverType: "user",
    receiver: bob.uid,
    category: "message",
    type: "text",
    data: {
      text: "This is a test event.",
      entities: { sender: userEntity(alice), receiver: userEntity(bob) },
    },
    sentAt: at,
    updatedAt: at,
  };
  const actionMessage = (action: "edited" | "deleted") => ({
    ...message,
    id: String(nonce + 1),
    // Action messages are sent by the service itself.
    sender: "app_system",
    category: "action",
    type: "message",
    data: {
      action,
      entities: {
        by: userEntity(alice),
        on: {
          entity: { ...message, ...(action === "edited" ? { editedAt: at } : { deletedAt: at }) },
          entityType: "message",
        },
        for: userEntity(bob),
      },
    },
  });
  const reaction = {
    id: String(nonce + 2),
    messageId: message.id,
    reaction: "👍",
    uid: bob.uid,
    reactedAt: at,
    reactedBy: bob,
  };
  const members = { [bob.uid]: bob };
  const membersBy = { group, members, by: alice };
  const receipt = (action: "delivered" | "read") => ({
    receiver: alice.uid,
    receiverType: "user",
    type: "receipts",
    sender: bob.uid,
    messageSender: alice.uid,
    body: { action, messageId: message.id, user: bob, timestamp: at },
  });
  const block = {
    users: { [bob.uid]: { uid: bob.uid, name: bob.name } },
    by: { uid: alice.uid, name: alice.name, testEventId: String(nonce) },
  };
  const sessionId = `v1.test.${nonce}`;
  const occupant = { joined_at: at - 60, audio_call: "false", name: alice.name };
  const started = { created_at: at - 120, sessionId };
  const ended = {
    all_occupants: [{ ...occupant, left_at: at }],
    created_at: at - 120,
    destroyed_at: at,
    sessionId,
  };
  switch (trigger) {
    case "message_sent":
      return { message };
    case "message_edited":
      return { message: actionMessage("edited") };
    case "message_deleted":
      return { message: actionMessage("deleted") };
    case "message_reaction_added":
    case "message_reaction_removed":
      return { reaction };
    case "user_blocked":
    case "user_unblocked":
      return block;
    case "group_created":
    case "group_member_joined":
    case "group_member_left":
      return { group, members };
    case "group_updated":
    case "group_deleted":
      return { group };
    case "group_owner_transferred":
      return { group: { ...group, owner: bob.uid, oldOwner: alice.uid } };
    case "group_member_added":
    case "group_member_kicked":
    case "group_member_banned":
    case "group_member_unbanned":
      return membersBy;
    case "group_member_scope_changed":
      return {
        ...membersBy,
        members: { [bob.uid]: { ...bob, scope: "moderator", oldScope: "participant" } },
      };
    case "user_connection_status_changed":
      return {
        timestamp: at,
        user: alice,
        status: "online",
        userPresenceChanged: true,
        currentConnection: {
          action: "connected",
          platform: "web",
          userAgent: "test-event",
          connectedAt: at,
          appInfo: {
            version: "4.0.0",
            apiVersion: "3.0",
            origin: "https://example.test",
            uts: nonce,
            clientIp: "192.0.2.1",
          },
        },
      };
    case "message_delivery_receipt":
      return receipt("delivered");
    case "message_read_receipt":
      return receipt("read");
    case "call_initiated":
      return {
        call: {
          ...message,
          id: String(nonce + 3),
          category: "call",
          type: "video",
          data: { action: "initiated", sessionId, entities: { by: userEntity(alice), for: userEntity(bob) } },
        },
      };
    case "call_started":
    case "meeting_started":
      return started;
    case "call_participant_joined":
    case "meeting_participant_joined":
      return { occupant, sessionId };
    case "call_participant_left":
    case "meeting_participant_left":
      return { occupant: { ...occupant, left_at: at }, sessionId };
    case "call_ended":
    case "meeting_ended":
      return ended;
    case "recording_generated":
      return {
        sessionId,
        recordingDate: new Date(at * 1000).toISOString().slice(0, 10),
        duration: "60",
        startTime: String(at - 60),
        recording_url: "https://recordings.example.test/test-event.mp4",
      };
  }
}
