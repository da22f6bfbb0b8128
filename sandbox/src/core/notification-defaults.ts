// The notification settings an app starts with, as the hosted service answers them before any change.

const SENDER = "{{message.data.entities.sender.entity.name}}";
const IN_GROUP = `${SENDER} @ {{message.data.entities.receiver.entity.name}}`;
const titles = { titleOneOnOne: SENDER, titleGroup: IN_GROUP };
const everyDay = { from: 0, to: 2359, dnd: false };
const throttle = {
  notifyForUnreadOnly: true,
  intervalInSeconds: 7200,
  maxPerDay: 20,
  maxPerDayPerConversation: 2,
};
const member = (e: string) => ({ [`member${e}Setting`]: 1, [`member${e}Override`]: true });
const call = (e: string) => ({ [`${e}Setting`]: 1, [`${e}Override`]: false });
const conversation = {
  messagesSetting: 2,
  messagesOverride: true,
  repliesSetting: 2,
  repliesOverride: true,
  quotedRepliesSetting: 2,
  quotedRepliesOverride: true,
  messageEditedSetting: 2,
  messageDeletedSetting: 2,
  reactionsSetting: 2,
  reactionsOverride: true,
};
const smsBody = (where: string) =>
  `You've received {{messages.length}} message(s) ${where}! Read them at https://your-website.com.`;

export function defaultNotificationSettings() {
  return {
    preferences: {
      group: {
        ...conversation,
        ...["Left", "Added", "Joined", "Kicked", "Banned", "Unbanned", "ScopeChanged"].reduce(
          (acc, e) => Object.assign(acc, member(e)),
          {},
        ),
      },
      bypassPreferencesForMentions: false,
      call: ["initiated", "ongoing", "cancelled", "busy", "rejected", "unanswered", "ended"].reduce(
        (acc, e) => Object.assign(acc, call(e)),
        {},
      ),
      oneOnOne: { ...conversation },
      mute: {
        dndPreferenceSetting: 1,
        dndPreferenceOverride: true,
        schedulePreferenceSetting: Object.fromEntries(
          ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
            d,
            { ...everyDay },
          ]),
        ),
        schedulePreferenceOverride: true,
        mutedGroupsOverride: true,
        mutedOneOnOnesOverride: true,
      },
      email: { ...throttle },
      sms: { ...throttle },
      push: {
        includeMessageObjectSetting: false,
        includeSenderMetadataSetting: true,
        includeReceiverMetadataSetting: true,
        trimTextFieldSetting: false,
        includeMessageMetadataSetting: true,
        customJson: {},
      },
    },
    sound: { chat: "default", call: "default" },
    templates: {
      usePrivacyTemplate: 3,
      textMessageTemplateDefault: { ...titles, body: "{{message.data.text}}" },
      textMessageTemplatePrivacy: { ...titles, body: "New message" },
      mediaMessageTemplateDefault: {
        ...titles,
        body_audio: "🔈 Has sent an audio",
        body_file: "📄 Has sent a file",
        body_image: "📷 Has sent an image",
        body_video: "🎥 Has sent a video",
      },
      mediaMessageTemplatePrivacy: {
        ...titles,
        body_audio: "New audio message",
        body_file: "New file message",
        body_image: "New image message",
        body_video: "New video message",
      },
      pollMessageTemplateDefault: { ...titles, body: "{{message.data.text}}", body_fallback: "" },
      pollMessageTemplatePrivacy: { ...titles, body: "{{message.data.text}}", body_fallback: "" },
      reminderMessageTemplateDefault: { ...titles, body: "{{message.data.text}}", body_fallback: "" },
      reminderMessageTemplatePrivacy: { ...titles, body: "{{message.data.text}}", body_fallback: "" },
      customMessageTemplateDefault: {
        ...titles,
        body: "{{message.data.text}}",
        body_fallback: "New message",
      },
      customMessageTemplatePrivacy: { ...titles, body: "New message", body_fallback: "New message" },
      emailSubjectTemplateDefault: {
        subjectGroup: "New messages in {{groupDetails.name}}",
        subjectOneOnOne: "New messages from {{senderDetails.name}}",
      },
      emailSubjectTemplatePrivacy: {
        subjectGroup: "New messages in {{groupDetails.name}}",
        subjectOneOnOne: "New messages from {{senderDetails.name}}",
      },
      smsContentTemplateDefault: {
        bodyGroup: smsBody("in {{groupDetails.name}}"),
        bodyOneOnOne: smsBody("from {{senderDetails.name}}"),
      },
      smsContentTemplatePrivacy: {
        bodyGroup: smsBody("in {{groupDetails.name}}"),
        bodyOneOnOne: smsBody("from {{senderDetails.name}}"),
      },
    },
  };
}
