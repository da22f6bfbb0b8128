import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ACTION_BODY_LIMIT } from "@/lib/action-body";
import type { ActionResult } from "@/lib/action-result";
import { describedError } from "@/test/dom";
import { FormError } from "./form-error";
import { TextareaField } from "./text-field";
import { useActionForm } from "./use-action-form";

// No limit of its own on `notes`: the form's request as a whole is what is checked here.
const schema = z.object({ notes: z.string() });
const action = vi.fn<(v: { notes: string }) => Promise<ActionResult<{ ok: true }> | undefined>>();

function NotesForm({ notes }: { notes: string }) {
  const { form, submit } = useActionForm({ schema, action, defaultValues: { notes } });
  return (
    <form onSubmit={submit}>
      <TextareaField control={form.control} name="notes" label="Notes" />
      <FormError form={form} />
      <button type="submit">Save</button>
    </form>
  );
}

beforeEach(() => {
  action.mockReset();
});

describe("a form whose request would be too large", () => {
  it("says so under the field holding it and sends nothing", async () => {
    render(<NotesForm notes={"x".repeat(ACTION_BODY_LIMIT)} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(describedError(screen.getByLabelText("Notes"))).toBe(
        "Too large to send: this holds 4.0 MB, and a form sends at most 4.0 MB at once.",
      ),
    );
    expect(action).not.toHaveBeenCalled();
  });

  it("names the size as the likely cause when a request near the limit fails", async () => {
    action.mockRejectedValue(new Error("An unexpected response was received from the server."));
    render(<NotesForm notes={"x".repeat(ACTION_BODY_LIMIT - 1000)} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The dashboard refused the request: it may be larger than the 4.0 MB a form sends at once. Shorten the largest text or file and try again.",
    );
  });

  it("still says the dashboard did not answer when a small request fails", async () => {
    action.mockRejectedValue(new Error("fetch failed"));
    render(<NotesForm notes="short" />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The dashboard did not answer. Check the connection and try again.",
    );
  });
});
