import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { CreateReceiverDialog } from "./create-receiver-dialog";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const createReceiverEndpointAction = vi.hoisted(() => vi.fn());
vi.mock("../../_lib/receiver-actions", () => ({ createReceiverEndpointAction }));

const issued = { id: "r1", name: "Ops", url: "https://dash.test/r/r1", username: "u1", password: "pw-once" };

describe("CreateReceiverDialog", () => {
  it("shows the credentials once, and forgets them when closed", async () => {
    createReceiverEndpointAction.mockResolvedValue({ data: issued });
    const { user } = renderWith(<CreateReceiverDialog />);
    await user.click(screen.getByRole("button", { name: "New endpoint" }));
    const dialog = await screen.findByRole("dialog", { name: "New receiver endpoint" });
    await user.type(within(dialog).getByLabelText("Name"), "Ops");
    await user.click(within(dialog).getByRole("button", { name: "Create endpoint" }));
    const done = await screen.findByRole("dialog", { name: "Endpoint created: Ops" });
    expect(within(done).getByLabelText<HTMLInputElement>("Password").value).toBe("pw-once");
    expect(createReceiverEndpointAction).toHaveBeenCalledWith({ name: "Ops" });
    expect(refresh).toHaveBeenCalled();
    await user.click(within(done).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "New endpoint" }));
    const again = await screen.findByRole("dialog", { name: "New receiver endpoint" });
    expect(within(again).getByLabelText<HTMLInputElement>("Name").value).toBe("");
  });
});
