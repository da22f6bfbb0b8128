import { describe, expect, it } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as e from "../../contract/email";
import type { EmailProviderFields, EmailProviderInput } from "../../schemas/email";
import { call } from "./call";
import { getEmailSettings, maskProviderKey, toEmailSettingsView } from "./chat-email";
import type { Connection } from "./request";

const createEmailSettings = async (c: Connection, body: EmailProviderInput) =>
  (await call(c, e.createEmailProvider, { body })).data;
const updateEmailSettings = async (c: Connection, body: EmailProviderFields) =>
  (await call(c, e.updateEmailProvider, { body, idempotent: true })).data;
const deleteEmailSettings = async (c: Connection) => (await call(c, e.deleteEmailProvider, {})).data;

const sb = sandboxForFile("us");

const KEY = "SG.provider-key-0123456789-WXYZ";
const settings = {
  providerApiKey: KEY,
  providerTemplateID: "d-1",
  providerUnsubscribeGroupID: "7",
  senderName: "Acme",
  senderEmail: "noreply@acme.test",
  allowEmailReplies: true,
  senderEmailForReplies: "replies@acme.test",
  isEnabled: true,
};

describe("email settings client", () => {
  it("answers undefined while nothing is stored", async () => {
    expect(await getEmailSettings(sb.connection)).toBeUndefined();
  });

  it("stores, reads, partly updates and removes the settings", async () => {
    const stored = await createEmailSettings(sb.connection, settings);
    expect(stored.repliesWebhook).toMatch(/^https?:\/\/.+token=/);
    expect(await getEmailSettings(sb.connection)).toMatchObject({ senderName: "Acme", providerApiKey: KEY });
    const updated = await updateEmailSettings(sb.connection, { senderName: "Acme 2" });
    expect(updated).toMatchObject({ senderName: "Acme 2", providerApiKey: KEY });
    await expect(updateEmailSettings(sb.connection, { senderEmailForReplies: "" })).rejects.toMatchObject({
      status: 400,
      details: { senderEmailForReplies: expect.any(Array) },
    });
    expect(await deleteEmailSettings(sb.connection)).toMatchObject({ success: true });
    expect(await getEmailSettings(sb.connection)).toBeUndefined();
  });
});

describe("masking the provider key", () => {
  it("keeps only the last four characters of a long key, nothing of a short one", () => {
    expect(maskProviderKey(KEY)).toBe("••••WXYZ");
    expect(maskProviderKey("short")).toBe("••••");
    expect(maskProviderKey("")).toBe("");
  });

  it("the view the browser gets holds no full key", () => {
    const view = toEmailSettingsView({ ...settings, repliesWebhook: "https://x.test/r?token=1" });
    expect(JSON.stringify(view)).not.toContain(KEY);
    expect(view).not.toHaveProperty("providerApiKey");
    expect(view.providerApiKeyMasked).toBe("••••WXYZ");
  });
});
