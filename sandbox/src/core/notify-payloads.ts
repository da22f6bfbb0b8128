import { fillTemplate } from "../../../lib/shared/notification-template";
import type { AppRow } from "./apps";
import type { messageView } from "./messages";
import type { Config } from "./notification-providers";
import type { Json } from "./notification-settings";

// What a notification says and carries, per channel and provider, from the app's templates.

export type Message = ReturnType<typeof messageView>;
export type ConversationKind = "oneOnOne" | "group";
const MEDIA = new Set(["image", "audio", "video", "file"]);

export const textOf = (m: Message) => (typeof m.data.text === "string" ? m.data.text : "");
const senderName = (m: Message) => entityName(m, "sender") ?? m.sender;
const receiverName = (m: Message) => entityName(m, "receiver") ?? m.receiver;
function entityName(m: Message, which: "sender" | "receiver"): string | undefined {
  const entities = m.data.entities as Json | undefined;
  const entity = (entities?.[which] as Json | undefined)?.entity as Json | undefined;
  return typeof entity?.name === "string" ? entity.name : undefined;
}

/** The placeholders the published templates use, for this message. */
function templateValues(m: Message): Record<string, string> {
  return {
    "message.data.entities.sender.entity.name": senderName(m),
    "message.data.entities.receiver.entity.name": receiverName(m),
    "message.data.text": textOf(m),
    "message.type": m.type,
    "senderDetails.name": senderName(m),
    "sender.name": senderName(m),
    "groupDetails.name": receiverName(m),
    "messages.length": "1",
  };
}

export function pushContent(templates: Json, m: Message, kind: ConversationKind, privacy: boolean) {
  const family =
    m.category === "custom" ? "customMessage" : MEDIA.has(m.type) ? "mediaMessage" : "textMessage";
  const t = (templates[`${family}Template${privacy ? "Privacy" : "Default"}`] ?? {}) as Record<
    string,
    string
  >;
  const values = templateValues(m);
  const title = fillTemplate(kind === "group" ? (t.titleGroup ?? "") : (t.titleOneOnOne ?? ""), values);
  const raw = family === "mediaMessage" ? t[`body_${m.type}`] : t.body;
  const body = fillTemplate(raw ?? "", values) || fillTemplate(t.body_fallback ?? "", values);
  return { title, body };
}
export type PushContent = ReturnType<typeof pushContent>;

/** The data a push carries to the app, as the published log example shows it. */
export const pushData = (m: Message, content: PushContent) => ({
  title: content.title,
  body: content.body,
  tag: String(m.id),
  sender: m.sender,
  senderName: senderName(m),
  receiver: m.receiver,
  receiverName: receiverName(m),
  receiverType: m.receiverType,
  conversationId: m.conversationId,
  type: "chat",
  sessionId: null,
  callAction: null,
  callType: null,
  sentAt: null,
});

export const fcmPayload = (data: Json, content: PushContent) => ({
  data,
  notification: { title: content.title, body: content.body },
  type: "fcm",
});

export function apnsPayload(config: Config, data: Json, content: PushContent, sentAtMs: number) {
  return {
    payload: data,
    contentAvailable: config.includeContentAvailable ? 1 : 0,
    mutableContent: config.includeMutableContent ? 1 : 0,
    topic: config.bundleId,
    alert: content,
    priority: 10,
    pushType: "alert",
    sound: "default",
    collapseId: String(data.tag),
    expiry: Math.floor(sentAtMs / 1000) + 3600,
    type: "apns",
  };
}

export const customPushPayload = (uid: string, data: Json) => ({
  trigger: "push-notification-payload-generated",
  data: { to: { uid }, ...data },
});

export function channelPayload(
  channel: "email" | "sms",
  templates: Json,
  m: Message,
  kind: ConversationKind,
  privacy: boolean,
  to: Json,
): Json {
  const values = templateValues(m);
  const variant = privacy ? "Privacy" : "Default";
  const message = { sender: { uid: m.sender, name: senderName(m) }, message: privacy ? "" : textOf(m) };
  const details = {
    senderDetails: { uid: m.sender, name: senderName(m) },
    ...(kind === "group" ? { groupDetails: { guid: m.receiver, name: receiverName(m) } } : {}),
  };
  if (channel === "email") {
    const t = (templates[`emailSubjectTemplate${variant}`] ?? {}) as Record<string, string>;
    const subject = fillTemplate((kind === "group" ? t.subjectGroup : t.subjectOneOnOne) ?? "", values);
    return {
      trigger: "email-notification-payload-generated",
      data: { to, messages: [message], ...details, subject },
    };
  }
  const t = (templates[`smsContentTemplate${variant}`] ?? {}) as Record<string, string>;
  const smsContent = fillTemplate((kind === "group" ? t.bodyGroup : t.bodyOneOnOne) ?? "", values);
  return {
    trigger: "sms-notification-payload-generated",
    data: { to, messages: [message], ...details, smsContent },
  };
}

/** What a custom provider's URL receives: the payload with the app it is for. */
export const customEnvelope = (app: Pick<AppRow, "id" | "region">, body: Json) => ({
  ...body,
  appId: app.id,
  region: app.region,
  webhook: "custom",
});
