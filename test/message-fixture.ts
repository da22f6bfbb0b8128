import type { Message } from "@/lib/schemas/messages";

/** Ada's text message 42 to bob, "ship it" with one 👍, sent at 1_790_000_000; `over` replaces whole fields. */
export const textMessage = (over: Partial<Message> = {}): Message => ({
  id: "42",
  conversationId: "ada_user_bob",
  sender: "ada",
  receiverType: "user",
  receiver: "bob",
  category: "message",
  type: "text",
  data: { text: "ship it", reactions: [{ reaction: "👍", count: 1 }] },
  sentAt: 1_790_000_000,
  updatedAt: 1_790_000_000,
  ...over,
});

/** `sender`'s text "hi" to user x, an hour into the UTC day `ymd` (YYYY-MM-DD). */
export const hiOnDay = (id: number, sender: string, ymd: string): Message => {
  const sentAt = Date.parse(`${ymd}T00:00:00Z`) / 1000 + 3600;
  return textMessage({
    id: String(id),
    conversationId: `${sender}_user_x`,
    sender,
    receiver: "x",
    data: { text: "hi" },
    sentAt,
    updatedAt: sentAt,
  });
};
