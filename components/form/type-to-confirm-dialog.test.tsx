import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { TypeToConfirmDialog } from "./type-to-confirm-dialog";
import { useActionForm } from "./use-action-form";

const schema = z
  .object({ id: z.string(), confirm: z.string() })
  .refine((v) => v.confirm === v.id, { path: ["confirm"], message: "Type the id exactly." });
const action = vi.fn<(v: z.output<typeof schema>) => Promise<ActionResult<{ ok: true }> | undefined>>();

function DeleteThing() {
  const [open, setOpen] = useState(false);
  const { form, submit, pending } = useActionForm({
    schema,
    action,
    defaultValues: { id: "t-1", confirm: "" },
    onSuccess: () => setOpen(false),
  });
  return (
    <TypeToConfirmDialog
      form={form}
      onSubmit={submit}
      pending={pending}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Delete thing…</Button>}
      title="Delete the thing?"
      description="It cannot be undone."
      word="t-1"
      submitLabel="Delete thing"
    />
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<DeleteThing />);
  await user.click(screen.getByRole("button", { name: "Delete thing…" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Delete the thing?" });
  return { user, dialog, field: within(dialog).getByLabelText<HTMLInputElement>("Type t-1 to confirm") };
}

describe("TypeToConfirmDialog", () => {
  beforeEach(() => action.mockReset());

  it("refuses a wrong word on its field and sends nothing", async () => {
    const { user, dialog, field } = await openDialog();
    await user.type(field, "t-2");
    await user.click(within(dialog).getByRole("button", { name: "Delete thing" }));
    expect(await within(dialog).findByText(/Type the id exactly/)).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the confirmed values and closes", async () => {
    action.mockResolvedValue({ data: { ok: true } });
    const { user, dialog, field } = await openDialog();
    await user.type(field, "t-1");
    await user.click(within(dialog).getByRole("button", { name: "Delete thing" }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ id: "t-1", confirm: "t-1" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("clears what was typed when cancelled", async () => {
    const { user, dialog, field } = await openDialog();
    await user.type(field, "t-");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Delete thing…" }));
    const again = await screen.findByRole("alertdialog");
    expect(within(again).getByLabelText<HTMLInputElement>("Type t-1 to confirm").value).toBe("");
  });
});
