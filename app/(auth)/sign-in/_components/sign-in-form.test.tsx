import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SignInForm } from "./sign-in-form";

const signIn = vi.fn();
vi.mock("next-auth/react", () => ({ signIn: (...args: unknown[]) => signIn(...args) }));
const assign = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal("location", { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

describe("the sign-in form", () => {
  it("has the email filled in when the page knows it (a new admin), and asks for the password first", () => {
    render(<SignInForm callbackUrl="/" email="newcomer@example.com" />);
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("newcomer@example.com");
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
  });

  it("lands where the page says once signed in", async () => {
    signIn.mockResolvedValue({ ok: true, status: 200, error: null, url: "/" });
    const user = userEvent.setup();
    render(<SignInForm callbackUrl="/" />);
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "a-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
  });
});
