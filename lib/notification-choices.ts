/** What a user is notified of, for messages: the published 1–3 choice in an admin's words. */
export const MESSAGE_CHOICES = [
  { value: 2, label: "Every message" },
  { value: 3, label: "Only messages that mention them" },
  { value: 1, label: "Nothing" },
] as const;
