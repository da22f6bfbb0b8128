import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { describedError } from "@/test/dom";
import { FormDialog } from "./form-dialog";
import { SecretField, TextField } from "./text-field";
import { useActionForm } from "./use-action-form";

const schema = z.object({
  name: z.string().trim().min(1, "Enter a name."),
  email: z.string(),
  secret: z.string(),
});
type Values = z.output<typeof schema>;
type Saved = { id: string };

const action = vi.fn<(v: Values) => Promise<ActionResult<Saved> | undefined>>();
const onSuccess = vi.fn();

function NewThing() {
  const [open, setOpen] = useState(false);
  const { form, submit, pending } = useActionForm({
    schema,
    action,
    defaultValues: { name: "", email: "", secret: "" },
    secrets: ["secret"],
    onSuccess: (saved, values) => {
      setOpen(false);
      onSuccess(saved, values);
    },
  });
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      pending={pending}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>New thing</Button>}
      title="New thing"
      description="Things are made at once."
      submitLabel="Create thing"
      pendingLabel="Creating…"
    >
      <TextField control={form.control} name="name" label="Name" hint="Required." />
      <TextField control={form.control} name="email" label="Email" />
      <SecretField control={form.control} name="secret" label="Secret" />
    </FormDialog>
  );
}

async function open() {
  const user = userEvent.setup();
  render(<NewThing />);
  await user.click(screen.getByRole("button", { name: "New thing" }));
  const dialog = await screen.findByRole("dialog", { name: "New thing" });
  const field = (label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
  const submitButton = () =>
    within(dialog).getByRole<HTMLButtonElement>("button", { name: /Create thing|Creating…/ });
  return { user, dialog, field, submitButton };
}

beforeEach(() => {
  action.mockReset();
  onSuccess.mockReset();
});

describe("a form in a dialog on a server action", () => {
  it("the schema refuses in the browser first, under the field, without calling the action", async () => {
    const { user, field, submitButton } = await open();
    await user.click(submitButton());
    await waitFor(() => expect(describedError(field("Name"))).toBe("Enter a name."));
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(action).not.toHaveBeenCalled();
  });

  it("puts each of the server's field errors under its field and focuses the first", async () => {
    action.mockResolvedValue({
      validationErrors: { name: { _errors: ["is taken"] }, email: { _errors: ["Use a real address."] } },
    });
    const { user, dialog, field, submitButton } = await open();
    await user.type(field("Name"), "Ada");
    await user.type(field("Email"), "ada@");
    await user.click(submitButton());
    await waitFor(() => expect(describedError(field("Name"))).toBe("Name is taken."));
    expect(describedError(field("Email"))).toBe("Use a real address.");
    expect(document.activeElement).toBe(field("Name"));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(action).toHaveBeenCalledExactlyOnceWith({ name: "Ada", email: "ada@", secret: "" });
  });

  it("shows the server's error, and errors of fields it does not have, as the form's error", async () => {
    action.mockResolvedValue({
      serverError: "The service refused: limit reached.",
      validationErrors: { colour: { _errors: ["must be a colour"] } },
    });
    const { user, dialog, field, submitButton } = await open();
    await user.type(field("Name"), "Ada");
    await user.click(submitButton());
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("colour must be a colour. The service refused: limit reached.");
    // The dialog stays, with what was typed.
    expect(field("Name").value).toBe("Ada");
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("says the dashboard did not answer when the call fails", async () => {
    action.mockRejectedValue(new Error("fetch failed"));
    const { user, dialog, field, submitButton } = await open();
    await user.type(field("Name"), "Ada");
    await user.click(submitButton());
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("The dashboard did not answer. Check the connection and try again.");
  });

  it("disables the button while the action runs, then closes and reports the saved thing", async () => {
    let answer: (r: ActionResult<Saved>) => void = () => undefined;
    action.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, dialog, field, submitButton } = await open();
    await user.type(field("Name"), " Ada ");
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe("Creating…"));
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().getAttribute("aria-busy")).toBe("true");
    await user.click(submitButton());
    expect(action).toHaveBeenCalledTimes(1);

    answer({ data: { id: "t1" } });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ id: "t1" }, { name: "Ada", email: "", secret: "" });
  });

  it("a form error clears on the next submit, and a success blanks the secret", async () => {
    action.mockResolvedValueOnce({ serverError: "Try later." }).mockResolvedValueOnce({ data: { id: "t2" } });
    const { user, dialog, field, submitButton } = await open();
    await user.type(field("Name"), "Ada");
    await user.type(field("Secret"), "hunter2");
    await user.click(submitButton());
    await within(dialog).findByRole("alert");
    await user.click(submitButton());
    await waitFor(() => expect(dialog.isConnected).toBe(false));

    await user.click(screen.getByRole("button", { name: "New thing" }));
    const again = await screen.findByRole("dialog", { name: "New thing" });
    expect(within(again).queryByRole("alert")).toBeNull();
    expect(within(again).getByLabelText<HTMLInputElement>("Secret").value).toBe("");
  });

  it("Cancel closes without calling the action", async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(dialog.isConnected).toBe(false);
    expect(action).not.toHaveBeenCalled();
  });
});
