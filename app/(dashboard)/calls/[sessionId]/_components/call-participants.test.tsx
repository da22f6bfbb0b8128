import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CallParticipant } from "@/lib/schemas/calls";
import { CallParticipants } from "./call-participants";

const joined = (uid: string, deviceId: string): CallParticipant => ({
  uid,
  state: "ended",
  isJoined: true,
  joinedAt: 1_790_000_000,
  leftAt: 1_790_000_600,
  deviceId,
  totalDuration: 10,
  totalAudioMinutes: 10,
  totalVideoMinutes: 0,
});

describe("a call's participants", () => {
  it("are named, with the uid beside the name, each a link to the user", () => {
    render(
      <CallParticipants
        participants={[joined("ada", "ada-laptop"), joined("gone-user", "web")]}
        names={{ ada: "Ada Lovelace" }}
      />,
    );
    const table = screen.getByRole("table", { name: "Participants of the call" });
    const [, ada, gone] = within(table).getAllByRole("row") as HTMLElement[];
    expect(
      within(ada as HTMLElement)
        .getByRole("link", { name: "Ada Lovelace" })
        .getAttribute("href"),
    ).toBe("/users/ada");
    expect(ada?.textContent).toContain("Ada Lovelace (ada)");
    // A user the service no longer knows keeps the uid alone.
    expect(within(gone as HTMLElement).getByRole("link", { name: "gone-user" })).toBeTruthy();
    expect(gone?.textContent).not.toContain("(gone-user)");
  });
});
