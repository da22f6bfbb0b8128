import { describe, expect, it } from "vitest";
import { describeDevice } from "./device";

describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      /^Chrome 131 on macOS/,
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", /^Firefox 133 on Linux/],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      /^Safari 17 on iOS/,
    ],
  ])("names %s", (ua, expected) => {
    expect(describeDevice(ua)).toMatch(expected);
  });

  it("says when it cannot tell", () => {
    expect(describeDevice("")).toBe("Unknown device");
    expect(describeDevice("curl/8.5.0")).toMatch(/curl|Unknown device/);
  });
});
