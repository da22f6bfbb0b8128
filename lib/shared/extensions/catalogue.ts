import type { Field } from "./settings-fields";

// The extensions whose settings the management API publishes (`/apps/{appId}/extensions/<id>/<v>/settings`),
// with their fields and how each answers. Written from the published file: where its schema and its examples
// disagree, the examples decide.

/**
 * How a write, a read and a delete answer, in the published envelope `{data: {…, body}}`: echo, the stored
 * settings (`body.data.settings`); echoAppId, with the app's id; success, `body.data.success`; bodySuccess,
 * `body.success`; settingsSuccess, `body.data.settings.success`; bare, `{settings}` with no envelope.
 */
export interface Answers {
  write: "echo" | "echoAppId" | "success" | "bodySuccess" | "bare";
  read: "echo" | "echoAppId" | "bare";
  remove: "success" | "echo" | "settingsSuccess" | "bodySuccess";
}

export interface ExtensionSettingsSpec {
  name: string;
  version: "v1" | "v2";
  /** Stickers and data masking are stored with PUT alone. */
  store: "POST" | "PUT";
  /** The body is `{settings: {...}}`, but for stickers, whose fields are published at the top level. */
  wrapped: boolean;
  fields: readonly Field[];
  answers: Answers;
  /** Fields a read answers under another name (published stickers: stored custom stickers come back as master ones). */
  readAs?: Record<string, string>;
  /** A field that names items to take out of a list, rather than a value to keep (data masking's deletions). */
  removes?: { ids: string; from: string };
}

const USUAL: Answers = { write: "echo", read: "echoAppId", remove: "success" };

const secret = (key: string, label?: string, required = true): Field => ({
  key,
  kind: "secret",
  label,
  required,
});
const textField = (key: string, label?: string, required = true): Field => ({
  key,
  kind: "text",
  label,
  required,
});
const flag = (key: string, label?: string, required = true): Field => ({
  key,
  kind: "boolean",
  label,
  required,
});

const webhookFields = (noun: string): Field[] => [
  {
    key: "maxReports",
    kind: "number",
    integer: true,
    min: 1,
    max: 10_000,
    required: true,
    label: "Reports before action",
    hint: `How many different users must report a ${noun} before it counts as reported.`,
  },
  flag("useWebhook", "Send reports to a webhook"),
  { key: "webhookURL", kind: "url", label: "Webhook URL" },
  textField("basicAuthUsername", "Basic auth user name", false),
  secret("basicAuthPassword", "Basic auth password", false),
];

const dropMessage = (label: string): Field => flag("dropMessage", label);
/** The published examples send the app's id along; it is taken and not asked for. */
const appIdField: Field = { key: "appId", kind: "text", hidden: true };
/** The legacy notification extensions wait this long for a message to be read. */
const unreadDelay = (what: string): Field => ({
  key: "messageDelay",
  kind: "number",
  integer: true,
  min: 0,
  max: 604_800,
  required: true,
  label: "Delay (seconds)",
  hint: `Sends ${what} when a message is still unread after this long.`,
});

const sticker: Field[] = [
  appIdField,
  { key: "id", kind: "text" },
  { key: "enableFlag", kind: "boolean", label: "Enabled" },
  { key: "stickerName", kind: "text" },
  { key: "stickerOrder", kind: "number", integer: true },
  { key: "stickerSetId", kind: "text" },
  { key: "stickerSetOrder", kind: "number", integer: true },
  { key: "stickerSetName", kind: "text" },
  { key: "stickerUrl", kind: "url" },
];

const booleans = (keys: string, required: string) =>
  keys.split(" ").map((key) => flag(key, undefined, required.split(" ").includes(key)));

const WIDGET_MAIN =
  "allow_add_members allow_creating_polls allow_delete_groups allow_kick_ban_members allow_message_reactions allow_moderator_to_delete_member_messages allow_promote_demote_members block_user create_groups enable_collaborative_document enable_collaborative_whiteboard enable_deleting_messages enable_editing_messages enable_message_translation enable_sending_messages enable_sound_for_calls enable_sound_for_messages enable_threaded_replies enable_video_calling enable_voice_calling hide_deleted_messages hide_join_leave_notifications join_or_leave_groups send_emojis send_files send_message_in_private_to_group_member send_photos_videos share_live_reactions show_call_notifications show_delivery_read_indicators show_emojis_in_larger_size show_stickers show_typing_indicators show_user_presence view_group_members allow_mention_members enable_replying_to_messages enable_share_copy_forward_messages highlight_messages_from_moderators show_call_recording_option send_voice_notes send_gifs share_location view_shared_media set_groups_in_qna_mode_by_moderators send_reply_in_private_to_group_member";
const WIDGET_MAIN_REQUIRED =
  "allow_creating_polls allow_delete_groups allow_kick_ban_members allow_message_reactions allow_moderator_to_delete_member_messages allow_promote_demote_members block_user create_groups enable_collaborative_document enable_collaborative_whiteboard enable_deleting_messages enable_editing_messages enable_message_translation enable_sending_messages enable_sound_for_calls enable_sound_for_messages enable_threaded_replies enable_video_calling enable_voice_calling hide_deleted_messages hide_join_leave_notifications join_or_leave_groups send_emojis send_message_in_private_to_group_member send_photos_videos share_live_reactions show_call_notifications show_delivery_read_indicators show_emojis_in_larger_size";

/** A chat widget's settings (several widgets per app, each with its id). */
export const WIDGET_FIELDS: readonly Field[] = [
  textField("name", "Widget name"),
  { key: "version", kind: "choice", options: [{ value: "v2", label: "v2" }], required: true },
  {
    key: "style",
    kind: "group",
    fields: [
      { key: "custom_css", kind: "text", label: "Custom CSS", max: 20_000, multiline: true },
      { key: "custom_js", kind: "text", label: "Custom JavaScript", max: 20_000, multiline: true },
      {
        key: "docked_layout_icon_background",
        kind: "color",
        label: "Docked icon background",
        required: true,
      },
      {
        key: "docked_layout_icon_close",
        kind: "url",
        label: "Docked icon when open (close image)",
        required: true,
      },
      {
        key: "docked_layout_icon_open",
        kind: "url",
        label: "Docked icon when closed (open image)",
        required: true,
      },
      { key: "primary_color", kind: "color" },
      { key: "foreground_color", kind: "color" },
      { key: "background_color", kind: "color" },
      flag("override_system_background_colors", undefined, false),
    ],
  },
  {
    key: "sidebar",
    kind: "group",
    fields: [
      ...booleans("chats users groups calls user_settings", "users groups calls"),
      // No values are published beyond the examples' (all_chats, all_users): free text, the example as the hint.
      { key: "recent_chat_listing", kind: "text", required: true, hint: "For example all_chats." },
      { key: "user_listing", kind: "text", required: true, hint: "For example all_users." },
      {
        key: "sidebar_navigation_sequence",
        kind: "list",
        label: "Order of the sidebar's sections",
        required: true,
      },
      { key: "start_a_new_conversation", kind: "text", hint: "For example all_chats." },
      { key: "group_listing", kind: "text", hint: "For example public_and_password_protected_groups." },
    ],
  },
  { key: "main", kind: "group", fields: booleans(WIDGET_MAIN, WIDGET_MAIN_REQUIRED) },
];

/** The toggles the published file turns off by default. */
const WIDGET_MAIN_OFF = new Set([
  "allow_mention_members",
  "enable_replying_to_messages",
  "enable_share_copy_forward_messages",
  "highlight_messages_from_moderators",
  "show_call_recording_option",
  "send_voice_notes",
  "send_gifs",
  "share_location",
  "set_groups_in_qna_mode_by_moderators",
  "send_reply_in_private_to_group_member",
]);

/** A new widget's starting point: the published defaults. */
export const WIDGET_DEFAULTS = {
  name: "",
  version: "v2",
  style: {
    docked_layout_icon_background: "#03a9f4",
    docked_layout_icon_close: "https://widget-js.cometchat.io/v2/resources/chat_close.svg",
    docked_layout_icon_open: "https://widget-js.cometchat.io/v2/resources/chat_bubble.svg",
    primary_color: "#03A9F4",
    foreground_color: "#000000",
    background_color: "#FFFFFF",
    override_system_background_colors: true,
  },
  sidebar: {
    chats: true,
    users: true,
    groups: true,
    calls: true,
    user_settings: true,
    recent_chat_listing: "all_chats",
    user_listing: "all_users",
    sidebar_navigation_sequence: ["chats", "users", "groups", "calls", "settings"],
    start_a_new_conversation: "all_chats",
    group_listing: "public_and_password_protected_groups",
  },
  main: Object.fromEntries(WIDGET_MAIN.split(" ").map((k) => [k, !WIDGET_MAIN_OFF.has(k)])),
};

export const EXTENSION_SETTINGS: Record<string, ExtensionSettingsSpec> = {
  "gifs-giphy": {
    name: "Giphy",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [secret("giphyApiKey", "Giphy API key")],
    answers: { ...USUAL, remove: "settingsSuccess" },
  },
  "xss-filter": {
    name: "XSS filter",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [dropMessage("Drop messages that carry a script")],
    answers: { ...USUAL, remove: "echo" },
  },
  "image-moderation": {
    name: "Image moderation",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [dropMessage("Drop messages with an unsafe image")],
    answers: { write: "echo", read: "echo", remove: "settingsSuccess" },
  },
  "report-user": {
    name: "Report user",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: webhookFields("user"),
    answers: USUAL,
  },
  "report-message": {
    name: "Report message",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: webhookFields("message"),
    answers: USUAL,
  },
  "voice-transcription": {
    name: "Voice transcription",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [secret("revaiAPIKey", "Rev.ai API key")],
    answers: USUAL,
  },
  "stickers-stipop": {
    name: "Stipop stickers",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [secret("stipopApiKey", "Stipop API key"), textField("stipopAppId", "Stipop app id")],
    answers: USUAL,
  },
  "sentiment-analysis": {
    name: "Sentiment analysis",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [dropMessage("Drop messages with a negative sentiment")],
    answers: { ...USUAL, remove: "echo" },
  },
  "url-shortener-tinyurl": {
    name: "TinyURL shortener",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      secret("tinyUrlAPIToken", "TinyURL API token"),
      {
        ...textField("tinyUrlDomain", "Domain"),
        hint: "Your own domain on a paid plan; otherwise tinyurl.com.",
      },
    ],
    answers: USUAL,
  },
  intercom: {
    name: "Intercom",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      secret("intercomAccessToken", "Intercom access token"),
      {
        ...textField("customerSupportUid", "Support agent's uid"),
        hint: "The user who answers in Intercom's name.",
      },
    ],
    answers: { ...USUAL, write: "echoAppId" },
  },
  "url-shortener-bitly": {
    name: "Bitly shortener",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [secret("bitlyAccessToken", "Bitly access token"), textField("groupGUID", "Bitly group GUID")],
    answers: USUAL,
  },
  "rich-media": {
    name: "Rich media preview",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [secret("iframelyApiKey", "Iframely API key")],
    answers: USUAL,
  },
  "virus-malware-scanner": {
    name: "Virus and malware scanner",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [secret("scaniiApiKey", "Scanii API key"), secret("scaniiSecretKey", "Scanii secret key")],
    answers: USUAL,
  },
  broadcast: {
    name: "Broadcast",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [secret("apiVideoKey", "api.video API key"), flag("recordVideo", "Record the broadcasts")],
    answers: USUAL,
  },
  "gifs-tenor": {
    name: "Tenor",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [secret("tenorApiKey", "Tenor API key")],
    answers: USUAL,
  },
  "human-moderation": {
    name: "Human moderation",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      flag("allMessages", "Hold every message for a moderator"),
      flag("allUserMessages", "Every one-on-one message"),
      flag("allGroupMessages", "Every group message"),
      { key: "senders", kind: "list", label: "Messages from these uids", required: true },
      { key: "receiverUsers", kind: "list", label: "Messages to these uids", required: true },
      { key: "receiverGroups", kind: "list", label: "Messages to these groups (guids)", required: true },
    ],
    answers: USUAL,
  },
  e2ee: {
    name: "End-to-end encryption",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      textField("virgilAppID", "Virgil app id"),
      textField("virgilAppKeyID", "Virgil app key id"),
      secret("virgilAppKey", "Virgil app key"),
    ],
    answers: USUAL,
  },
  stickers: {
    name: "Stickers",
    version: "v1",
    store: "PUT",
    wrapped: false,
    fields: [
      appIdField,
      { key: "defaultMasterStickersData", kind: "records", label: "Default stickers", fields: sticker },
      {
        key: "customStickersData",
        kind: "records",
        label: "Custom stickers",
        fields: [...sticker, { key: "stickerOrderCount", kind: "number", integer: true }],
      },
    ],
    answers: { write: "success", read: "echoAppId", remove: "success" },
    readAs: { customStickersData: "customMasterStickersData" },
  },
  "push-notification": {
    name: "Push notifications (legacy extension)",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      {
        key: "version",
        kind: "choice",
        required: true,
        options: [
          { value: 2, label: "Token-based (recommended)" },
          { value: 0, label: "Topic-based and token-based" },
          { value: 1, label: "Topic-based (legacy)" },
        ],
      },
      {
        key: "pushProvider",
        kind: "choice",
        label: "Provider",
        required: true,
        options: [
          { value: 1, label: "FCM" },
          { value: 2, label: "APNs" },
          { value: 0, label: "FCM and APNs" },
        ],
      },
      {
        key: "fcmCredentials",
        kind: "group",
        label: "FCM service account",
        fields: [
          { key: "project_id", kind: "text", label: "Project id" },
          { key: "client_email", kind: "text", label: "Client email" },
          { key: "private_key_id", kind: "text", label: "Private key id" },
          { key: "private_key", kind: "secret", label: "Private key", max: 10_000, multiline: true },
        ],
      },
      {
        key: "notificationInPayload",
        kind: "group",
        label: "Include the notification key for",
        fields: [
          flag("web", "Web", false),
          flag("android", "Android", false),
          flag("ios", "iOS", false),
          flag("ionic_cordova", "Ionic / Cordova", false),
          flag("react_native", "React Native", false),
          flag("flutter", "Flutter", false),
        ],
      },
      flag("useP8", "Use a .p8 key (APNs)", false),
      textField("keyId", "APNs key id", false),
      textField("teamId", "APNs team id", false),
      textField("bundleId", "Bundle id", false),
      flag("sendApnsProduction", "APNs production (App Store apps)", false),
      ...booleans(
        "sendNewMessageNotification sendEditMessageNotification sendDeleteMessageNotification sendThreadedMessageNotification sendIncomingCallNotification sendMissedCallNotification sendMemberJoinedNotification sendMemberLeftNotification sendMemberKickedNotification sendMemberBannedNotification sendMemberUnbannedNotification sendMemberAddedNotification sendMemberScopeChangedNotification",
        "",
      ),
      {
        key: "cometchatMessagePayloadOptions",
        kind: "group",
        label: "Message in the payload",
        fields: booleans("skipSenderMetadata skipReceiverMetadata skipMessageMetadata trimMessageText", ""),
      },
      appIdField,
    ],
    answers: { write: "bare", read: "bare", remove: "success" },
  },
  "email-replies": {
    name: "Email replies",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      flag("sendEmailReplies", "Let users reply to notification emails"),
      { key: "senderEmailForReplies", kind: "email", label: "Address replies are sent from" },
    ],
    answers: USUAL,
  },
  "sms-notification": {
    name: "SMS notifications (legacy extension)",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      textField("fromMobileNo", "Send from (phone number)"),
      unreadDelay("an SMS"),
      textField("twilioAccountSid", "Twilio account SID"),
      secret("twilioAuthToken", "Twilio auth token"),
      textField("websiteURL", "Your website"),
    ],
    answers: { write: "bodySuccess", read: "echoAppId", remove: "bodySuccess" },
  },
  chatwoot: {
    name: "Chatwoot",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      secret("chatwootAccessToken", "Chatwoot access token"),
      textField("chatwootAccountId", "Chatwoot account id"),
      textField("chatwootInboxId", "Chatwoot inbox id"),
      {
        ...textField("customerSupportUid", "Support agent's uid"),
        hint: "The user who answers in Chatwoot's name.",
      },
    ],
    answers: { ...USUAL, write: "echoAppId" },
  },
  "message-shortcuts": {
    name: "Message shortcuts",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      { key: "shortcuts", kind: "map", required: true, hint: "One shortcut per line: !ty = Thank you!" },
    ],
    answers: { write: "echo", read: "echo", remove: "success" },
  },
  "email-notification": {
    name: "Email notifications (legacy extension)",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      secret("sendGridApiKey", "SendGrid API key", false),
      unreadDelay("an email"),
      // Text, not an address check: the published example's sender is "mymail@example".
      textField("senderEmail", "Sender email"),
      textField("senderName"),
      textField("sendGridTemplateId", "SendGrid template id"),
      textField("sendGridUnsubscribeGroupId", "SendGrid unsubscribe group id"),
      flag("useWebhook", "Post to a webhook instead"),
      { key: "webhookURL", kind: "url", label: "Webhook URL", required: true },
      flag("useWebhookBasicAuth", "Basic auth"),
      textField("webhookUsername", "Basic auth user name"),
      secret("webhookPassword", "Basic auth password"),
    ],
    answers: { write: "echo", read: "echo", remove: "success" },
  },
  "data-masking": {
    name: "Data masking",
    version: "v1",
    store: "PUT",
    wrapped: true,
    fields: [
      dropMessage("Drop messages with sensitive data instead of masking it"),
      {
        key: "defaultRegexData",
        kind: "records",
        label: "Built-in masks",
        required: true,
        fields: [
          { key: "id", kind: "text" },
          { key: "name", kind: "text" },
          { key: "regex", kind: "text", label: "Pattern" },
          { key: "enableFlag", kind: "boolean", label: "Enabled" },
        ],
      },
      {
        key: "customregexData",
        kind: "records",
        label: "Your masks",
        required: true,
        fields: [
          { key: "id", kind: "text" },
          { key: "name", kind: "text" },
          { key: "regex", kind: "text", label: "Pattern" },
        ],
      },
      {
        key: "deleteCustomRegexData",
        kind: "list",
        label: "Remove your masks with these ids",
        required: true,
      },
    ],
    answers: { write: "success", read: "echoAppId", remove: "success" },
    removes: { ids: "deleteCustomRegexData", from: "customregexData" },
  },
  "profanity-filter": {
    name: "Profanity filter",
    version: "v1",
    store: "POST",
    wrapped: true,
    fields: [
      dropMessage("Drop messages with a listed word instead of masking it"),
      { key: "badwords", kind: "list", label: "Words to filter", required: true, max: 5000 },
    ],
    answers: { write: "success", read: "echoAppId", remove: "success" },
  },
};

export const hasSettings = (id: string) => id in EXTENSION_SETTINGS || id === "widget";
