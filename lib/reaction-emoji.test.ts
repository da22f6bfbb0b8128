import { describe, expect, it } from "vitest";
import { reactionEmoji, reactionText } from "./reaction-emoji";

describe("reactionEmoji", () => {
  it("maps the shortcodes the service and the seed use to their emoji, keeping the shortcode", () => {
    expect(reactionEmoji(":rocket:")).toEqual({ emoji: "🚀", shortcode: ":rocket:" });
    expect(reactionEmoji(":thumbsup:")).toEqual({ emoji: "👍", shortcode: ":thumbsup:" });
    expect(reactionEmoji(":+1:")).toEqual({ emoji: "👍", shortcode: ":+1:" });
    expect(reactionEmoji(":Tada:")).toEqual({ emoji: "🎉", shortcode: ":Tada:" });
  });

  it("leaves an emoji, an unknown shortcode and other text as written", () => {
    expect(reactionEmoji("👍")).toEqual({ emoji: "👍" });
    expect(reactionEmoji(":no_such_thing:")).toEqual({ emoji: ":no_such_thing:" });
    expect(reactionEmoji("rocket")).toEqual({ emoji: "rocket" });
    expect(reactionEmoji(":constructor:")).toEqual({ emoji: ":constructor:" });
    expect(reactionText(":fire:")).toBe("🔥");
  });
});
