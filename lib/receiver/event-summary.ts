/** The reaction a reaction event is about, as the service sent it (an emoji or a shortcode). */
export function eventReaction(payload: Record<string, unknown>): string | undefined {
  const data = payload.data;
  const reaction = data && typeof data === "object" ? (data as Record<string, unknown>).reaction : undefined;
  const value =
    reaction && typeof reaction === "object" ? (reaction as Record<string, unknown>).reaction : undefined;
  return typeof value === "string" ? value : undefined;
}

export function eventSummary(payload: Record<string, unknown>): string {
  const data = (payload.data ?? {}) as Record<string, unknown>;
  const get = (o: unknown, ...path: string[]): unknown =>
    path.reduce<unknown>(
      (v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined),
      o,
    );
  const text = get(data, "message", "data", "text");
  if (typeof text === "string") return text;
  const candidates: [unknown, string][] = [
    [get(data, "message", "data", "action"), "message "],
    [get(data, "reaction", "reaction"), "reaction "],
    [get(data, "body", "messageId"), "message "],
    [get(data, "sessionId"), "session "],
    [get(data, "call", "data", "sessionId"), "session "],
    [get(data, "group", "guid"), "group "],
    [get(data, "user", "uid"), "user "],
  ];
  for (const [value, label] of candidates) if (typeof value === "string") return `${label}${value}`;
  return "";
}
