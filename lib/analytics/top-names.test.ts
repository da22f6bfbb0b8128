import { describe, expect, it } from "vitest";
import { arrangeNamed } from "@/test/named-people";
import { sandboxForFile } from "@/test/sandbox-for-file";
import { topNames } from "./top-names";

const sb = sandboxForFile("eu", async () => {
  await arrangeNamed(sb);
});

describe("topNames", () => {
  it("names top users (deactivated ones too) and groups, leaving unknown ids out", async () => {
    const row = { minutes: 1, calls: 1 };
    const names = await topNames(sb.connection, {
      topUsers: [
        { uid: "ada", ...row },
        { uid: "gone", ...row },
        { uid: "nobody", ...row },
      ],
      topGroups: [
        { group: "team", ...row },
        { group: "vanished", ...row },
      ],
    });
    expect(names).toEqual({
      users: { ada: "Ada Lovelace", gone: "Gone Away" },
      groups: { team: "The Team" },
    });
  });
});
