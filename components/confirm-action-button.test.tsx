import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { DeleteButton } from "./confirm-action-button";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

describe("a delete button", () => {
  it("names what goes in the question, on the confirming button and in the outcome", async () => {
    const action = vi.fn().mockResolvedValue({ data: {} });
    const onSuccess = vi.fn();
    const { user } = renderWith(
      <DeleteButton
        noun="keyword list"
        short="list"
        id="spam-words"
        name="Spam words"
        description="The service refuses while a rule refers to it."
        action={action}
        onSuccess={onSuccess}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Delete spam-words" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the keyword list Spam words?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete list" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Deleted the keyword list Spam words."));
    expect(action).toHaveBeenCalledOnce();
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it("says what could not be deleted when the action fails", async () => {
    const { user } = renderWith(
      <DeleteButton
        noun="rule"
        id="r1"
        name="Links"
        description="It stops applying at once."
        action={() => Promise.reject(new Error("down"))}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Delete r1" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the rule Links?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete rule" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("The rule Links could not be deleted."));
  });
});
