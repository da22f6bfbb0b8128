import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Member } from "@/lib/schemas/members";
import { renderWith } from "@/test/render";
import { type MemberPowers, MemberRowActions } from "./member-row-actions";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const member = (uid: string, scope: Member["scope"] = "participant"): Member => ({
  uid,
  name: `${uid[0]?.toUpperCase()}${uid.slice(1)} Name`,
  role: "default",
  status: "offline",
  scope,
  joinedAt: 1_700_000_000,
});
const MEMBERS = [member("olga", "admin"), member("mara"), member("milo")];

const actions = vi.hoisted(() => ({
  banMemberAction: vi.fn(async () => ({ data: { success: true, message: "banned" } })),
  kickMemberAction: vi.fn(async () => ({ data: { success: true, message: "kicked" } })),
  changeScopeAction: vi.fn(async () => ({ data: { message: "changed" } })),
  transferOwnershipAction: vi.fn(async (p: { guid: string; uid: string }) => ({
    data: { message: `${p.uid} now owns ${p.guid}.` },
  })),
  listMembersAction: vi.fn(async () => ({ data: { data: [] as Member[], meta: {} } })),
}));
vi.mock("../../_lib/actions", () => actions);

const ADMIN: MemberPowers = { moderate: true, administer: true };
const MODERATOR: MemberPowers = { moderate: true, administer: false };

beforeEach(() => {
  for (const f of Object.values(actions)) f.mockClear();
  actions.listMembersAction.mockResolvedValue({ data: { data: MEMBERS, meta: {} } });
});

function setup(uid: string, powers: MemberPowers) {
  const m = MEMBERS.find((x) => x.uid === uid) ?? member(uid);
  return renderWith(
    <MemberRowActions guid="g1" groupName="Garden" owner="olga" member={m} powers={powers} />,
  );
}
const item = (name: string) => screen.getByRole("menuitem", { name });

describe("the owner's row", () => {
  it("says why kick, ban and scope do not apply, and the items stay reachable but do nothing", async () => {
    const { user } = setup("olga", ADMIN);
    await user.click(screen.getByRole("button", { name: "Actions for olga" }));
    for (const name of ["Change scope…", "Kick…", "Ban…"]) {
      const it = item(name);
      expect(it.getAttribute("aria-disabled")).toBe("true");
      // Focusable (no data-disabled), so the keyboard reaches it and the reason is read with it.
      expect(it.hasAttribute("data-disabled")).toBe(false);
      const reason = document.getElementById(it.getAttribute("aria-describedby") ?? "");
      expect(reason?.textContent).toBe(
        "olga owns this group, so cannot be given another scope, kicked or banned. Transfer the ownership to another member first.",
      );
      expect(reason?.checkVisibility?.() ?? true).toBe(true);
    }
    await user.click(item("Ban…"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(actions.banMemberAction).not.toHaveBeenCalled();
    // The keyboard lands on the refused items too (a disabled item would be skipped).
    item("Ban…").focus();
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement?.textContent).toBe("Kick…");
  });

  it("offers the transfer: one click opens it naming the owner, and a picked member becomes the owner", async () => {
    const { user } = setup("olga", ADMIN);
    await user.click(screen.getByRole("button", { name: "Actions for olga" }));
    await user.click(item("Transfer ownership…"));
    const dialog = await screen.findByRole("dialog", { name: "Transfer the ownership of Garden" });
    expect(dialog.textContent).toContain("olga owns the group now.");
    const box = within(dialog).getByRole("combobox", { name: "New owner" });
    await user.type(box, "m");
    const list = await screen.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["MNMara Namemara", "MNMilo Namemilo"]),
    );
    // The owner is the one replaced, never offered.
    expect(within(list).queryByText("Olga Name")).toBeNull();
    await user.click(within(list).getByText("Milo Name"));
    await user.click(within(dialog).getByRole("button", { name: "Transfer ownership" }));
    await waitFor(() =>
      expect(actions.transferOwnershipAction).toHaveBeenCalledWith({ guid: "g1", uid: "milo" }),
    );
    expect(toast.success).toHaveBeenCalledWith("milo now owns g1.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks for a new owner before transferring", async () => {
    const { user } = setup("olga", ADMIN);
    await user.click(screen.getByRole("button", { name: "Actions for olga" }));
    await user.click(item("Transfer ownership…"));
    const dialog = await screen.findByRole("dialog", { name: "Transfer the ownership of Garden" });
    await user.click(within(dialog).getByRole("button", { name: "Transfer ownership" }));
    const box = within(dialog).getByRole("combobox", { name: "New owner" });
    await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
    expect(actions.transferOwnershipAction).not.toHaveBeenCalled();
  });

  it("tells a moderator who can transfer, and offers no transfer", async () => {
    const { user } = setup("olga", MODERATOR);
    await user.click(screen.getByRole("button", { name: "Actions for olga" }));
    const reason = document.getElementById(item("Ban…").getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toContain("An admin can transfer the ownership to another member first.");
    expect(screen.queryByRole("menuitem", { name: "Transfer ownership…" })).toBeNull();
  });
});

describe("another member's row", () => {
  it("bans after confirming, with no refusal said", async () => {
    const { user } = setup("mara", MODERATOR);
    await user.click(screen.getByRole("button", { name: "Actions for mara" }));
    expect(item("Ban…").getAttribute("aria-disabled")).toBeNull();
    expect(item("Ban…").getAttribute("aria-describedby")).toBeNull();
    await user.click(item("Ban…"));
    const dialog = await screen.findByRole("alertdialog", { name: "Ban mara?" });
    await user.click(within(dialog).getByRole("button", { name: "Ban 1 member" }));
    await waitFor(() => expect(actions.banMemberAction).toHaveBeenCalledWith({ guid: "g1", uid: "mara" }));
  });
});
