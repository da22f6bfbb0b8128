import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { SelectField } from "./select-field";
import { SwitchField } from "./switch-field";
import { useActionForm } from "./use-action-form";

const schema = z.object({
  limit: z.number({ error: "Choose a limit." }),
  target: z.object({ kind: z.string(), id: z.string() }).optional(),
  enabled: z.boolean(),
});
type Values = z.output<typeof schema>;

const LIMITS = [
  { value: 10, label: "Ten" },
  { value: 100, label: "A hundred" },
];
const TARGETS = [
  { label: "Users", options: [{ value: { kind: "user", id: "ada" }, label: "Ada" }] },
  { label: "Groups", options: [{ value: { kind: "group", id: "staff" }, label: "Staff" }] },
];

function Settings({ action }: { action: (v: Values) => Promise<ActionResult<true>> }) {
  const { form, submit } = useActionForm({
    schema,
    action,
    defaultValues: { limit: undefined as unknown as number, target: undefined, enabled: false },
  });
  return (
    <form noValidate onSubmit={submit}>
      <SelectField
        control={form.control}
        name="limit"
        label="Limit"
        options={LIMITS}
        placeholder="Pick one"
        native
      />
      <SelectField
        control={form.control}
        name="target"
        label="Target"
        groups={TARGETS}
        placeholder="Anyone"
      />
      <SwitchField control={form.control} name="enabled" label="Enabled" hint="Off pauses it." />
      <button type="submit">Save</button>
    </form>
  );
}

describe("select and switch fields", () => {
  it("hand the form the option's own value (a number, an object) and the switch's boolean", async () => {
    const action = vi.fn(async (_: Values) => ({ data: true as const }));
    render(<Settings action={action} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Limit"), "A hundred");
    await user.click(screen.getByRole("combobox", { name: "Target" }));
    const listbox = await screen.findByRole("listbox");
    within(listbox).getByRole("group", { name: "Groups" });
    await user.click(within(listbox).getByRole("option", { name: "Staff" }));
    expect(screen.getByRole("combobox", { name: "Target" }).textContent).toBe("Staff");
    await user.click(screen.getByRole("switch", { name: "Enabled" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith({
        limit: 100,
        target: { kind: "group", id: "staff" },
        enabled: true,
      }),
    );
  });

  it("show the schema's and the server's errors under themselves", async () => {
    const action = vi.fn(async (_: Values) => ({
      validationErrors: { enabled: { _errors: ["cannot be on yet"] } },
    }));
    render(<Settings action={action} />);
    const user = userEvent.setup();
    const limit = screen.getByLabelText<HTMLSelectElement>("Limit");
    expect(limit.value).toBe("");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Choose a limit.");
    expect(limit.getAttribute("aria-invalid")).toBe("true");
    expect(action).not.toHaveBeenCalled();

    await user.selectOptions(limit, "Ten");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Enabled cannot be on yet.");
    expect(screen.getByRole("switch", { name: "Enabled" }).getAttribute("aria-describedby")).toMatch(
      /-error/,
    );
  });
});
