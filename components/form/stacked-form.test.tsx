import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ActionResult } from "@/lib/action-result";
import { StackedForm } from "./stacked-form";
import { TextField } from "./text-field";
import { useActionForm } from "./use-action-form";

const schema = z.object({ url: z.string().trim().min(1, "Enter a URL.") });
const action = vi.fn<(v: z.output<typeof schema>) => Promise<ActionResult<true> | undefined>>();

function Replay() {
  const { form, submit, pending } = useActionForm({ schema, action, defaultValues: { url: "" } });
  return (
    <StackedForm
      form={form}
      onSubmit={submit}
      pending={pending}
      pendingLabel="Replaying…"
      submitLabel="Replay"
      label="Replay the event"
      footer={<a href="/events">All events</a>}
    >
      <TextField control={form.control} name="url" label="URL" />
    </StackedForm>
  );
}

describe("a form on a page", () => {
  it("names itself, and shows the server's refusal above the button and the footer after it", async () => {
    let answer: (r: ActionResult<true>) => void = () => {};
    action.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<Replay />);
    const form = screen.getByRole("form", { name: "Replay the event" });
    await user.type(screen.getByLabelText("URL"), "https://example.com");
    await user.click(screen.getByRole("button", { name: "Replay" }));
    const busy = await screen.findByRole<HTMLButtonElement>("button", { name: "Replaying…" });
    expect(busy.disabled).toBe(true);
    answer({ serverError: "The receiver refused." });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("The receiver refused.");
    const parts = [...form.children].map((e) => e.tagName);
    expect(parts.slice(-3)).toEqual(["P", "BUTTON", "A"]);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>("button", { name: "Replay" }).disabled).toBe(false),
    );
  });
});
