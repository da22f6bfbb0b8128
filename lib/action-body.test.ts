import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { ACTION_BODY_LIMIT, encodedBytes, oversizedInput } from "./action-body";
import { addMembersFormSchema } from "./inputs/chat-groups-query";
import { sendMessageActionInput } from "./inputs/chat-messages-query";
import { keywordListDialog, keywordListForm, ruleForm } from "./inputs/moderation-query";
import { createUserForm } from "./inputs/users-query";

// Next reads the limit with this parser (next/dist/server/app-render/action-handler.js).
const bytes = createRequire(import.meta.url)("next/dist/compiled/bytes") as { parse: (s: string) => number };

describe("the size of a server action's request", () => {
  it("is the limit Next is configured with", () => {
    expect(bytes.parse(String(nextConfig.experimental?.serverActions?.bodySizeLimit))).toBe(
      ACTION_BODY_LIMIT,
    );
  });

  it("counts JSON in UTF-8, as the request carries it", () => {
    expect(encodedBytes({ a: "é" })).toBe('{"a":"é"}'.length + 1);
    expect(encodedBytes({ a: "line\nbreak" })).toBe(19);
  });

  it("names the field holding most of an oversized form, and lets one under the limit through", () => {
    const big = "x".repeat(ACTION_BODY_LIMIT);
    const refused = oversizedInput({ name: "Ada", notes: big, tags: "a, b" });
    expect(refused?.field).toBe("notes");
    expect(refused?.fieldMessage).toBe(
      "Too large to send: this holds 4.0 MB, and a form sends at most 4.0 MB at once.",
    );
    expect(refused?.message).toMatch(
      /^This is too large to send: 4\.0 MB, where the dashboard takes at most 4\.0 MB/,
    );
    expect(oversizedInput({ name: "Ada", notes: big.slice(100) })).toBeUndefined();
  });
});

describe("each large text field has its own limit, below what a request may carry", () => {
  // The widest character a field's limit counts as one takes 3 bytes in UTF-8.
  const widest = (n: number) => "語".repeat(n);
  const cases: [
    string,
    {
      safeParse: (v: unknown) => {
        success: boolean;
        error?: { issues: { path: PropertyKey[]; message: string }[] };
      };
    },
    (text: string) => unknown,
    string,
    number,
    string,
  ][] = [
    [
      "a keyword list's CSV",
      keywordListForm,
      (csv) => ({ id: "l", name: "L", description: "", category: "word", terms: [], csv }),
      "csv",
      1_000_000,
      "The file is larger than 1 MB.",
    ],
    [
      "a keyword list's terms",
      keywordListDialog,
      (termsText) => ({ id: "l", name: "L", description: "", category: "word", termsText }),
      "termsText",
      1_000_000,
      "At most 1 MB of terms.",
    ],
    [
      "a message",
      sendMessageActionInput,
      (text) => ({ receiverType: "user", target: "bob", sender: "alice", text }),
      "text",
      65 * 1024,
      "A message is at most 65 KB.",
    ],
    [
      "a rule's words",
      ruleForm,
      (words) => ({
        id: "r",
        name: "R",
        description: "",
        enabled: true,
        action: "blockMessage",
        conditions: [
          { operand: "text", operator: "contains", matchBy: "words", words, listId: "", pattern: "" },
        ],
      }),
      "conditions.0.words",
      100_000,
      "At most 100,000 characters.",
    ],
    [
      "uids to add to a group",
      addMembersFormSchema,
      (participants) => ({ onBehalfOf: "", participants, moderators: "", admins: "", usersToBan: "" }),
      "participants",
      100_000,
      "At most 100,000 characters.",
    ],
    [
      "a user's metadata",
      createUserForm,
      (metadata) => ({
        uid: "u",
        name: "U",
        avatar: "",
        link: "",
        role: "",
        statusMessage: "",
        metadata,
        tags: "",
      }),
      "metadata",
      100_000,
      "must be at most 100,000 characters",
    ],
  ];

  it.each(cases)(
    "%s is refused past its limit, under its field",
    (_name, schema, input, path, max, message) => {
      const over = schema.safeParse(input("a".repeat(max + 1)));
      expect(over.success).toBe(false);
      expect(over.error?.issues).toContainEqual(
        expect.objectContaining({
          path: path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          message,
        }),
      );
    },
  );

  it.each(cases)("%s at its limit fits in one request", (_name, _schema, input, _path, max) => {
    expect(encodedBytes(input(widest(max)))).toBeLessThan(ACTION_BODY_LIMIT);
  });
});
