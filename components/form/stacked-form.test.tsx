import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { StackedForm } from "./stacked-form";
import { TextField } from "./text-field";
import { useActionForm } from "./use-action-form";

const schema = z.object({ to: z.string().trim().min(1, "Enter an address.") });
const action = vi.fn<(v: z.output<typeof schema>) => Promise<ActionResult<true> | undefined>>();

function SendTest() {
  const actionForm = useActionForm({ schema, action, defaultValues: { to: "" } });
  return (
    <StackedForm
      {...actionForm}
      pendingLabel="Sending…"
      submitLabel="Send"
      label="Send a test"
      footer={<a href="/outbox">Outbox</a>}
    >
      <TextField control={actionForm.form.control} name="to" label="To" />
    </StackedForm>
  );
}

describe("a form on a page", () => {
  it("names itself, and shows the server's refusal above the button and the footer after it", async () => {
    let answer: (r: ActionResult<true>) => void = () => {};
    action.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<SendTest />);
    const form = screen.getByRole("form", { name: "Send a test" });
    await user.type(screen.getByLabelText("To"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const busy = await screen.findByRole<HTMLButtonElement>("button", { name: "Sending…" });
    expect(busy.disabled).toBe(true);
    answer({ serverError: "The address refused." });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("The address refused.");
    const parts = [...form.children].map((e) => e.tagName);
    expect(parts.slice(-3)).toEqual(["P", "BUTTON", "A"]);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Send" }).disabled).toBe(false),
    );
  });
});
