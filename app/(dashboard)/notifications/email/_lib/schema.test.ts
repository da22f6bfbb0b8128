import { describe, expect, it } from "vitest";
import { emailSettingsFormSchema, saveEmailSettingsInput } from "./schema";

const valid = {
  providerApiKey: "SG.key-0123456789",
  providerTemplateID: "d-123",
  providerUnsubscribeGroupID: "42",
  senderName: "Acme",
  senderEmail: "noreply@acme.test",
  allowEmailReplies: false,
  senderEmailForReplies: "",
  isEnabled: true,
};

const issue = (input: unknown, field: string, schema = saveEmailSettingsInput) =>
  schema.safeParse(input).error?.issues.find((i) => i.path[0] === field)?.message;

describe("email settings form schema", () => {
  it("accepts valid settings, with or without replies", () => {
    expect(saveEmailSettingsInput.safeParse(valid).success).toBe(true);
    expect(
      saveEmailSettingsInput.safeParse({
        ...valid,
        allowEmailReplies: true,
        senderEmailForReplies: "r@acme.test",
      }).success,
    ).toBe(true);
  });

  it("requires the reply address when replies are allowed", () => {
    expect(issue({ ...valid, allowEmailReplies: true }, "senderEmailForReplies")).toMatch(
      /required when replies are allowed/,
    );
  });

  it("validates the sender and reply addresses", () => {
    expect(issue({ ...valid, senderEmail: "not an address" }, "senderEmail")).toBe(
      "Enter a valid email address.",
    );
    expect(issue({ ...valid, senderEmail: "" }, "senderEmail")).toBe("Enter the sender email.");
    expect(
      issue({ ...valid, allowEmailReplies: true, senderEmailForReplies: "nope" }, "senderEmailForReplies"),
    ).toBe("Enter a valid email address.");
  });

  it("lets a blank provider key keep the stored one, but not when nothing is stored", () => {
    expect(saveEmailSettingsInput.safeParse({ ...valid, providerApiKey: "" }).success).toBe(true);
    expect(issue({ ...valid, providerApiKey: "" }, "providerApiKey", emailSettingsFormSchema(true))).toBe(
      "Enter the provider API key.",
    );
  });

  it("refuses blank and over-long text fields", () => {
    expect(issue({ ...valid, senderName: " " }, "senderName")).toBe("Enter the sender name.");
    expect(issue({ ...valid, providerTemplateID: "t".repeat(201) }, "providerTemplateID")).toMatch(
      /at most 200/,
    );
  });
});
