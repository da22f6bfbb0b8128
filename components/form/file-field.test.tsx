import { act, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { chooseFile } from "@/test/dom";
import { renderWith } from "@/test/render";
import { FileField, type TextFile } from "./file-field";

function KeyForm({ onSubmit }: { onSubmit: (v: { file?: TextFile }) => void }) {
  const form = useForm<{ file?: TextFile }>({ defaultValues: {} });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <FileField control={form.control} name="file" label=".p8 key file" accept=".p8" />
      <button type="submit">Add provider</button>
    </form>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>(".p8 key file");

/**
 * A pick as a browser makes it (chooseFile); a cancelled picker fires `cancel` and leaves the box as it is.
 */
async function pick(file: File | "cancel") {
  await act(async () => {
    const box = input();
    if (file !== "cancel") return chooseFile(box, file);
    box.click();
    box.dispatchEvent(new Event("cancel"));
  });
}

describe("file field", () => {
  it("reads the picked file and sends its name and text", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWith(<KeyForm onSubmit={onSubmit} />);
    await pick(new File(["-----BEGIN PRIVATE KEY-----\nRSA"], "AuthKey_ABC.p8"));
    await screen.findByText("Read AuthKey_ABC.p8 (31 bytes).");
    await user.click(screen.getByRole("button", { name: "Add provider" }));
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({
        file: { name: "AuthKey_ABC.p8", text: "-----BEGIN PRIVATE KEY-----\nRSA" },
      }),
    );
  });

  it("a fixed file picked again under the same name sends its new content", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWith(<KeyForm onSubmit={onSubmit} />);
    await pick(new File(["RSA key, refused"], "AuthKey_ABC.p8"));
    await screen.findByText("Read AuthKey_ABC.p8 (16 bytes).");
    await pick(new File(["EC P-256 key"], "AuthKey_ABC.p8"));
    await screen.findByText("Read AuthKey_ABC.p8 (12 bytes).");
    await user.click(screen.getByRole("button", { name: "Add provider" }));
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ file: { name: "AuthKey_ABC.p8", text: "EC P-256 key" } }),
    );
  });

  it("a cancelled picker keeps the file read before, in the box too", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWith(<KeyForm onSubmit={onSubmit} />);
    await pick(new File(["EC P-256 key"], "AuthKey_ABC.p8"));
    await screen.findByText("Read AuthKey_ABC.p8 (12 bytes).");
    await pick("cancel");
    expect(input().files?.[0]?.name).toBe("AuthKey_ABC.p8");
    await user.click(screen.getByRole("button", { name: "Add provider" }));
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ file: { name: "AuthKey_ABC.p8", text: "EC P-256 key" } }),
    );
  });
});
