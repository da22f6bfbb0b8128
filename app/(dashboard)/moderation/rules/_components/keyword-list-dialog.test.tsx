import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { chooseFile } from "@/test/dom";
import { renderWith } from "@/test/render";
import { KeywordListDialog } from "./keyword-list-dialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock("../../_lib/actions", () => ({ saveKeywordListAction: vi.fn() }));

async function pick(box: HTMLInputElement, file: File) {
  await act(async () => chooseFile(box, file));
}

describe("the keyword list dialog", () => {
  it("a CSV edited and picked again under the same name replaces the terms with its new content", async () => {
    const { user } = renderWith(<KeywordListDialog />);
    await user.click(screen.getByRole("button", { name: "New keyword list" }));
    const dialog = await screen.findByRole("dialog", { name: "New keyword list" });
    const box = within(dialog).getByLabelText<HTMLInputElement>(/Import a CSV/);
    const terms = within(dialog).getByLabelText<HTMLTextAreaElement>("Terms");

    await pick(box, new File([`grizzle,"snark, bark"\n`], "words.csv", { type: "text/csv" }));
    await waitFor(() => expect(terms.value).toBe("grizzle\nsnark, bark"));

    await pick(box, new File(["whomp\nblorp\nzing\n"], "words.csv", { type: "text/csv" }));
    await waitFor(() => expect(terms.value).toBe("whomp\nblorp\nzing"));
    expect(toast.success).toHaveBeenLastCalledWith("Read 3 terms from words.csv.");
  });
});
