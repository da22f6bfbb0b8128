/**
 * Reactions arrive as an emoji or as a colon-wrapped shortcode (":rocket:"). The common shortcodes of
 * GitHub and Slack map to their emoji here, in one place; an unknown one is shown as written.
 */
const SHORTCODES = new Map<string, string>(
  Object.entries({
    "+1": "👍",
    thumbsup: "👍",
    "-1": "👎",
    thumbsdown: "👎",
    heart: "❤️",
    broken_heart: "💔",
    heart_eyes: "😍",
    joy: "😂",
    rofl: "🤣",
    smile: "😄",
    smiley: "😃",
    grinning: "😀",
    laughing: "😆",
    slightly_smiling_face: "🙂",
    wink: "😉",
    blush: "😊",
    sunglasses: "😎",
    thinking: "🤔",
    thinking_face: "🤔",
    confused: "😕",
    neutral_face: "😐",
    open_mouth: "😮",
    astonished: "😲",
    scream: "😱",
    cry: "😢",
    sob: "😭",
    angry: "😠",
    rage: "😡",
    skull: "💀",
    see_no_evil: "🙈",
    eyes: "👀",
    tada: "🎉",
    partying_face: "🥳",
    confetti_ball: "🎊",
    pray: "🙏",
    clap: "👏",
    raised_hands: "🙌",
    wave: "👋",
    ok_hand: "👌",
    muscle: "💪",
    point_up: "☝️",
    fire: "🔥",
    rocket: "🚀",
    star: "⭐",
    sparkles: "✨",
    zap: "⚡",
    "100": "💯",
    white_check_mark: "✅",
    heavy_check_mark: "✔️",
    x: "❌",
    warning: "⚠️",
    question: "❓",
    exclamation: "❗",
    bulb: "💡",
    trophy: "🏆",
    coffee: "☕",
    beers: "🍻",
    pizza: "🍕",
    bug: "🐛",
    memo: "📝",
    pushpin: "📌",
  }),
);

const SHORTCODE = /^:([a-z0-9_+-]+):$/i;

/** The emoji a reaction stands for, and the shortcode it was written as (if it was one we know). */
export function reactionEmoji(reaction: string): { emoji: string; shortcode?: string } {
  const name = SHORTCODE.exec(reaction)?.[1]?.toLowerCase();
  const emoji = name === undefined ? undefined : SHORTCODES.get(name);
  return emoji ? { emoji, shortcode: reaction } : { emoji: reaction };
}

/** A reaction as plain text: its emoji. */
export const reactionText = (reaction: string) => reactionEmoji(reaction).emoji;
