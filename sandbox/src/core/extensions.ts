// The published list's shape; the wording is ours.
interface CatalogueEntry {
  id: string;
  name: string;
  tagLine: string;
  hooks: ("before_message" | "after_message")[];
  thirdParty?: boolean;
  createdAt: number;
}

const HOOKS = {
  before_message: "Runs before a message is stored.",
  after_message: "Runs after a message is sent.",
};

const CATALOGUE: CatalogueEntry[] = [
  {
    id: "data-masking",
    name: "Data Masking",
    tagLine: "Masks phone numbers and email addresses in messages.",
    hooks: ["before_message"],
    createdAt: 1592815197,
  },
  {
    id: "email-notification",
    name: "Email Notification",
    tagLine: "Emails users about unread messages.",
    hooks: ["after_message"],
    thirdParty: true,
    createdAt: 1568373595,
  },
  {
    id: "image-moderation",
    name: "Image Moderation",
    tagLine: "Flags unsafe images before they are shown.",
    hooks: ["before_message"],
    thirdParty: true,
    createdAt: 1568373925,
  },
  {
    id: "link-preview",
    name: "Link Preview",
    tagLine: "Adds a title and picture to links in messages.",
    hooks: ["before_message"],
    thirdParty: true,
    createdAt: 1568374120,
  },
  {
    id: "mentions",
    name: "Mentions",
    tagLine: "Lets users mention each other.",
    hooks: ["after_message"],
    createdAt: 1622447638,
  },
  {
    id: "message-translation",
    name: "Message Translation",
    tagLine: "Translates messages on request.",
    hooks: ["before_message"],
    thirdParty: true,
    createdAt: 1568373749,
  },
  {
    id: "pin-message",
    name: "Pin Message",
    tagLine: "Pins messages in group conversations.",
    hooks: [],
    createdAt: 1614671943,
  },
  {
    id: "polls",
    name: "Polls",
    tagLine: "Asks a group a question with choices.",
    hooks: [],
    createdAt: 1594721219,
  },
  {
    id: "profanity-filter",
    name: "Profanity Filter",
    tagLine: "Hides profane words in messages.",
    hooks: ["before_message"],
    createdAt: 1568373871,
  },
  {
    id: "push-notification",
    name: "Push Notification",
    tagLine: "Notifies users' devices of new messages.",
    hooks: ["after_message"],
    createdAt: 1568373479,
  },
  {
    id: "reactions",
    name: "Reactions",
    tagLine: "Lets users react to messages.",
    hooks: [],
    createdAt: 1592815197,
  },
  {
    id: "smart-reply",
    name: "Smart Reply",
    tagLine: "Suggests short replies to a message.",
    hooks: ["before_message"],
    thirdParty: true,
    createdAt: 1568374179,
  },
  {
    id: "sms-notification",
    name: "SMS Notification",
    tagLine: "Texts users about unread messages.",
    hooks: ["after_message"],
    thirdParty: true,
    createdAt: 1568373671,
  },
  {
    id: "stickers",
    name: "Stickers",
    tagLine: "Sends stickers from sets the admins manage.",
    hooks: [],
    createdAt: 1592815197,
  },
  {
    id: "thumbnail-generation",
    name: "Thumbnail Generation",
    tagLine: "Makes small previews of images and videos.",
    hooks: ["before_message"],
    createdAt: 1592815197,
  },
  {
    id: "voice-transcription",
    name: "Voice Transcription",
    tagLine: "Writes out audio messages as text.",
    hooks: ["after_message"],
    thirdParty: true,
    createdAt: 1622447638,
  },
];

export const isExtension = (id: string) => CATALOGUE.some((e) => e.id === id);

export function extensionViews(enabled: ReadonlySet<string>) {
  return CATALOGUE.map((e) => ({
    id: e.id,
    name: e.name,
    tagLine: e.tagLine,
    description: e.tagLine,
    author: "Sandbox",
    email: "help@sandbox.local",
    accessToAppData: false,
    websiteURL: "http://127.0.0.1",
    isActive: enabled.has(e.id),
    isPrivate: false,
    isInvisible: false,
    isThirdParty: e.thirdParty === true,
    createdAt: e.createdAt,
    hooks: {
      data: e.hooks.map((hook) => ({
        hook,
        description: HOOKS[hook],
        isActive: true,
        enabled: 1,
        createdAt: e.createdAt,
      })),
    },
    categories: { data: [] },
  }));
}
