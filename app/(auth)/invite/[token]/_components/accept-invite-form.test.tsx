import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AcceptInviteForm } from "./accept-invite-form";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));
const signIn = vi.fn();
vi.mock("next-auth/react", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
const acceptInviteAction = vi.fn();
vi.mock("../_lib/actions", () => ({ acceptInviteAction: (input: unknown) => acceptInviteAction(input) }));

const PASSWORD = "newcomer-password-1";
const assign = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  acceptInviteAction.mockResolvedValue({ data: { email: "newcomer@example.com" } });
  vi.stubGlobal("location", { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

async function accept() {
  const user = userEvent.setup();
  render(<AcceptInviteForm token="t0ken" />);
  await user.type(screen.getByLabelText("Name"), "New Comer");
  await user.type(screen.getByLabelText("Password"), PASSWORD);
  await user.type(screen.getByLabelText("Repeat the password"), PASSWORD);
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("accepting an invitation", () => {
  it("signs the new admin in with the password just chosen and opens the overview", async () => {
    signIn.mockResolvedValue({ ok: true, status: 200, error: null, url: "/" });
    await accept();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(acceptInviteAction).toHaveBeenCalledWith(
      expect.objectContaining({ token: "t0ken", name: "New Comer", password: PASSWORD }),
    );
    expect(signIn).toHaveBeenCalledWith("credentials", {
      email: "newcomer@example.com",
      password: PASSWORD,
      redirect: false,
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it("falls back to the sign-in page with the email filled in when signing in fails", async () => {
    signIn.mockResolvedValue({
      ok: true,
      status: 200,
      error: "Too many failed sign-in attempts.",
      url: null,
    });
    await accept();
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith("/sign-in?invited=1&email=newcomer%40example.com"),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("signs nobody in when the invitation is refused", async () => {
    acceptInviteAction.mockResolvedValue({ serverError: "This invitation link is not valid." });
    await accept();
    expect(await screen.findByText("This invitation link is not valid.")).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
