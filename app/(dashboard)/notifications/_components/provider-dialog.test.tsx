import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { ProviderDialog } from "./provider-dialog";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
const refresh = vi.fn();
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh, push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
type Answer = { data?: unknown; serverError?: string; validationErrors?: unknown };
const actions = vi.hoisted(() => ({
  addFcmProviderAction: vi.fn(),
  addApnsProviderAction: vi.fn(),
  saveTwilioAction: vi.fn(),
  saveSendGridAction: vi.fn(),
  saveCustomProviderAction: vi.fn(),
}));
vi.mock("../_lib/actions", () => actions);
const answer = (fn: (typeof actions)[keyof typeof actions], a: Answer) => fn.mockResolvedValue(a);

beforeEach(() => {
  for (const fn of Object.values(actions)) fn.mockReset();
  toast.success.mockClear();
  refresh.mockClear();
});

async function open(ui: React.ReactElement, button: string, title: string) {
  const { user } = renderWith(ui);
  await user.click(screen.getByRole("button", { name: button }));
  const dialog = await screen.findByRole("dialog", { name: title });
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
  const save = (name: string) => user.click(within(dialog).getByRole("button", { name }));
  return { user, dialog, field, save };
}

// What a field's description says, as assistive technology reads it: its hint, then its error.
const notesOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");
const errorOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-error`)?.textContent ?? undefined;

const SID = "AC91e67951ff7e5e7be8122184e76ae0e6";

describe("a provider's dialog, drawn from its description", () => {
  it("Twilio: says what is required, and refuses a blank one in the browser without calling the action", async () => {
    const { field, save } = await open(
      <ProviderDialog provider="twilio" />,
      "Set up Twilio",
      "Set up Twilio",
    );
    expect(notesOf(field("Account SID"))).toBe("AC and 32 characters. Required.");
    expect(field("Account SID").type).toBe("text");
    expect(field("Auth token").type).toBe("password");
    expect(field("Sender phone number").type).toBe("tel");
    expect(field("Send SMS through Twilio").getAttribute("aria-checked")).toBe("true");

    await save("Save");
    await waitFor(() =>
      expect(errorOf(field("Sender phone number"))).toBe("Sender phone number must not be empty."),
    );
    // A blank secret is the server's to judge: it keeps a saved one.
    expect(errorOf(field("Auth token"))).toBeUndefined();
    expect(actions.saveTwilioAction).not.toHaveBeenCalled();
  });

  it("Twilio: the server's refusal of a field lands under it and takes the focus; the dialog stays", async () => {
    answer(actions.saveTwilioAction, {
      validationErrors: { twilioAuthToken: { _errors: ["Enter it: nothing is saved yet."] } },
    });
    const { user, dialog, field, save } = await open(
      <ProviderDialog provider="twilio" />,
      "Set up Twilio",
      "Set up Twilio",
    );
    await user.type(field("Account SID"), SID);
    await user.type(field("Sender phone number"), "+13611364718");
    await save("Save");
    await waitFor(() => expect(errorOf(field("Auth token"))).toBe("Enter it: nothing is saved yet."));
    expect(document.activeElement).toBe(field("Auth token"));
    expect(actions.saveTwilioAction).toHaveBeenCalledExactlyOnceWith({
      twilioAccountSID: SID,
      twilioAuthToken: "",
      twilioSenderPhoneNumber: "+13611364718",
      isEnabled: true,
    });
    expect(dialog.isConnected).toBe(true);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("Twilio saved: the edit form shows secrets as saved and blank, sends them blank to keep them", async () => {
    answer(actions.saveTwilioAction, { data: { kind: "twilio", created: false } });
    const stored = {
      twilioAccountSID: "••••e0e6",
      twilioAuthToken: "••••bc57",
      twilioSenderPhoneNumber: "+13611364718",
      isEnabled: false,
    };
    const { dialog, field, save } = await open(
      <ProviderDialog provider="twilio" stored={stored} />,
      "Edit Twilio",
      "Change Twilio",
    );
    expect(field("Account SID").value).toBe("");
    expect(field("Auth token").value).toBe("");
    expect(notesOf(field("Auth token"))).toBe("Saved (••••bc57): leave blank to keep it.");
    expect(notesOf(field("Account SID"))).toBe("Saved (••••e0e6): leave blank to keep it.");
    expect(field("Sender phone number").value).toBe("+13611364718");
    expect(field("Send SMS through Twilio").getAttribute("aria-checked")).toBe("false");

    await save("Save");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Twilio changed."));
    expect(actions.saveTwilioAction).toHaveBeenCalledExactlyOnceWith({
      twilioAccountSID: "",
      twilioAuthToken: "",
      twilioSenderPhoneNumber: "+13611364718",
      isEnabled: false,
    });
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it("APNs: the key file and three fields are required; the file is sent as read, the server's refusal lands under it", async () => {
    answer(actions.addApnsProviderAction, {
      validationErrors: {
        file: { _errors: ["AuthKey.p8 could not be read."] },
      },
    });
    const { user, field, save } = await open(
      <ProviderDialog provider="apns" />,
      "Add APNs provider",
      "Add an APNs provider",
    );
    await save("Add provider");
    await waitFor(() => expect(errorOf(field(".p8 key file"))).toBe("Choose the .p8 key file."));
    expect(errorOf(field("Key id"))).toBe("Key id must not be empty.");
    expect(errorOf(field("Bundle id"))).toBe("Bundle id must not be empty.");
    // Blank: the service names it.
    expect(errorOf(field("Provider id"))).toBeUndefined();
    expect(actions.addApnsProviderAction).not.toHaveBeenCalled();

    await user.upload(field(".p8 key file"), new File(["just text"], "AuthKey.p8"));
    await screen.findByText("Read AuthKey.p8 (9 bytes).");
    await user.type(field("Key id"), "E2E1234567");
    await user.type(field("Team id"), "TEAM123456");
    await user.type(field("Bundle id"), "com.example.e2e");
    await user.click(field("Production"));
    // Not a key by its look: a warning under the file, and the form still sends it.
    expect(notesOf(field(".p8 key file"))).toContain("This does not look like a private key");
    await save("Add provider");
    await waitFor(() => expect(errorOf(field(".p8 key file"))).toBe("AuthKey.p8 could not be read."));
    expect(actions.addApnsProviderAction).toHaveBeenCalledExactlyOnceWith({
      file: { name: "AuthKey.p8", text: "just text" },
      keyId: "E2E1234567",
      teamId: "TEAM123456",
      bundleId: "com.example.e2e",
      productionMode: true,
      providerId: "",
    });
  });

  it("Twilio: values that do not look like Twilio's are warned of under their fields, and still saved", async () => {
    answer(actions.saveTwilioAction, { data: { created: true } });
    const { user, field, save } = await open(
      <ProviderDialog provider="twilio" />,
      "Set up Twilio",
      "Set up Twilio",
    );
    await user.type(field("Account SID"), "SK123");
    await user.type(field("Auth token"), "71c2301435733997e83db7a3445bc57");
    await user.type(field("Sender phone number"), "13611364718");
    await waitFor(() =>
      expect(notesOf(field("Account SID"))).toBe(
        "AC and 32 characters. Required. Twilio's account SIDs are AC and 32 hexadecimal characters.",
      ),
    );
    expect(notesOf(field("Auth token"))).toContain("Twilio's auth tokens are 32 hexadecimal characters.");
    expect(notesOf(field("Sender phone number"))).toContain("in E.164 form, such as +13611364718.");
    expect(errorOf(field("Account SID"))).toBeUndefined();

    await user.clear(field("Account SID"));
    await user.type(field("Account SID"), SID);
    await waitFor(() => expect(notesOf(field("Account SID"))).toBe("AC and 32 characters. Required."));

    await save("Save");
    await waitFor(() => expect(actions.saveTwilioAction).toHaveBeenCalledOnce());
    expect(actions.saveTwilioAction.mock.calls[0]?.[0]).toMatchObject({
      twilioAccountSID: SID,
      twilioSenderPhoneNumber: "13611364718",
    });
  });

  it("a custom SMS webhook: its channel's switch, and the user name required while Basic auth is on", async () => {
    const { user, dialog, field, save } = await open(
      <ProviderDialog provider="sms-custom" />,
      "Set up a custom SMS webhook",
      "Set up a custom SMS webhook",
    );
    expect(within(dialog).getByLabelText("Only users whose phone number is stored")).toBeTruthy();
    await user.type(field("Webhook URL"), "https://hooks.example.com/sms");
    await user.click(field("Basic auth"));
    await save("Save");
    await waitFor(() =>
      expect(errorOf(field("User name"))).toBe("Enter the user name, or turn Basic auth off."),
    );
    expect(actions.saveCustomProviderAction).not.toHaveBeenCalled();

    answer(actions.saveCustomProviderAction, { data: { kind: "sms-custom", created: true } });
    await user.type(field("User name"), "sms-hook");
    await save("Save");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("The custom SMS webhook saved."));
    expect(actions.saveCustomProviderAction).toHaveBeenCalledExactlyOnceWith({
      channel: "sms",
      webhookURL: "https://hooks.example.com/sms",
      useBasicAuth: true,
      basicAuthUsername: "sms-hook",
      basicAuthPassword: "",
      onlyStoredContacts: false,
      isEnabled: true,
    });
  });

  it("a custom push webhook has no contacts switch, and its Edit button names it", async () => {
    const stored = { webhookURL: "https://hooks.example.com/push", isEnabled: true, useBasicAuth: false };
    const { dialog, field } = await open(
      <ProviderDialog provider="push-custom" stored={stored} />,
      "Edit custom push webhook",
      "Change the custom push webhook",
    );
    expect(within(dialog).queryByLabelText(/Only users whose/)).toBeNull();
    expect(field("Webhook URL").value).toBe("https://hooks.example.com/push");
    expect(notesOf(field("Password"))).toBe("");
  });
});
