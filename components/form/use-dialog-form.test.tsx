import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormDialog } from "./form-dialog";
import { TextField } from "./text-field";
import { editOrNew, useDialogForm } from "./use-dialog-form";

const schema = z.object({ name: z.string().trim().min(1, "Enter a name.") });
const onSaved = vi.fn();

function Rename({ held }: { held?: boolean }) {
  const outside = useState(false);
  const { form, dialog } = useDialogForm({
    schema,
    action: async (v) => ({ data: { name: v.name.toUpperCase() } }),
    start: { name: "old" },
    after: (saved) => saved,
    onSaved,
    state: held ? outside : undefined,
  });
  return (
    <>
      {held ? <p>{outside[0] ? "held open" : "held closed"}</p> : null}
      <FormDialog
        {...dialog}
        trigger={<Button>Rename</Button>}
        title="Rename"
        description="Names change at once."
        submitLabel="Save"
        pendingLabel="Saving…"
      >
        <TextField control={form.control} name="name" label="Name" />
      </FormDialog>
    </>
  );
}

async function open(held?: boolean) {
  const user = userEvent.setup();
  render(<Rename held={held} />);
  await user.click(screen.getByRole("button", { name: "Rename" }));
  const dialog = await screen.findByRole("dialog", { name: "Rename" });
  return { user, dialog, field: within(dialog).getByLabelText<HTMLInputElement>("Name") };
}

describe("useDialogForm", () => {
  it("closes on a save, tells the saved thing and the values sent, and opens again from `start`", async () => {
    const { user, dialog, field } = await open();
    await user.clear(field);
    await user.type(field, "new");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onSaved).toHaveBeenCalledWith({ name: "NEW" }, { name: "new" });
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(within(await screen.findByRole("dialog")).getByLabelText<HTMLInputElement>("Name").value).toBe(
      "old",
    );
  });

  it("forgets what was typed when closed, and keeps its open state where it is given", async () => {
    const { user, dialog, field } = await open(true);
    expect(screen.getByText("held open")).toBeTruthy();
    await user.type(field, " and more");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("held closed")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(within(await screen.findByRole("dialog")).getByLabelText<HTMLInputElement>("Name").value).toBe(
      "old",
    );
  });
});

describe("editOrNew", () => {
  it("names the edit by the thing's id and the creation by its noun", () => {
    const edit = editOrNew({ editing: "spam", noun: "keyword list", short: "list" });
    expect([edit.title, edit.submitLabel]).toEqual(["Edit the keyword list spam", "Save list"]);
    const make = editOrNew({ noun: "rule" });
    expect([make.title, make.submitLabel, make.pendingLabel]).toEqual(["New rule", "Create rule", "Saving…"]);
  });

  it("keeps the edit button outlined unless a variant is asked for", () => {
    render(editOrNew({ editing: "r1", noun: "rule" }).trigger);
    expect(screen.getByRole("button", { name: "Edit r1" }).className).toContain("border");
  });
});
