import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NamesProvider } from "@/components/names/named-id";
import type { NotificationLog } from "@/lib/schemas/notification-logs";
import { logPartyIds, Party } from "./logs-columns";

const names = { users: { cy: "Cy Young" }, groups: { team: "The team" } };

describe("a log entry's recipient and sender", () => {
  it("show the name beside the id once it is known, each a link to their page", () => {
    render(
      <NamesProvider names={names}>
        <Party kind="user" id="cy" />
        <Party kind="group" id="team" />
        <Party kind="user" id="nameless" />
      </NamesProvider>,
    );
    expect(screen.getByRole("link", { name: "Cy Young cy" }).getAttribute("href")).toBe("/users/cy");
    expect(screen.getByRole("link", { name: "The team team" }).getAttribute("href")).toBe("/groups/team");
    expect(screen.getByRole("link", { name: "nameless" }).getAttribute("href")).toBe("/users/nameless");
  });

  it("ask for the names of every recipient and sender on the page: a group's member, else the group", () => {
    const log = (over: Partial<NotificationLog>) =>
      ({ sender: "ann", receiverType: "user", receiver: "bo", ...over }) as NotificationLog;
    expect(
      logPartyIds([
        log({}),
        log({ receiverType: "group", receiver: "team", member: "cy" }),
        log({ receiverType: "group", receiver: "team", sender: "dee" }),
      ]),
    ).toEqual({ uids: ["bo", "ann", "cy", "ann", "dee"], guids: ["team"] });
  });
});
