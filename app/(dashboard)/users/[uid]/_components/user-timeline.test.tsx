import { screen, waitFor, within } from "@testing-library/react";
import type { UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TIMELINE_KINDS, type TimelineKind } from "@/lib/timeline/kinds";
import type { TimelinePage } from "@/lib/timeline/schema";
import { renderWith } from "@/test/render";
import { UserTimeline } from "./user-timeline";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/users/ada",
  useSearchParams: () => new URLSearchParams(),
}));
const lookupNamesAction = vi.fn(async (_input: { uids: string[]; guids: string[] }) => ({
  data: {
    users: { bob: "Bob Stone" } as Record<string, string>,
    groups: { crew: "The crew" } as Record<string, string>,
  },
}));
vi.mock("@/lib/actions/names", () => ({
  lookupNamesAction: (input: { uids: string[]; guids: string[] }) => lookupNamesAction(input),
}));
type Input = { uid: string; kinds?: TimelineKind[]; before?: string };
const userTimelineAction = vi.fn(
  async (_input: Input): Promise<{ data?: TimelinePage; serverError?: string }> => ({
    data: OLDER,
  }),
);
vi.mock("@/lib/actions/user-timeline", () => ({
  userTimelineAction: (input: Input) => userTimelineAction(input),
}));

const ALL: TimelineKind[] = [...TIMELINE_KINDS];
const FIRST: TimelinePage = {
  entries: [
    {
      kind: "message",
      at: 1_790_000_100,
      key: "message:00000000000000000042",
      parts: ["To ", { user: "bob" }, ": hello there"],
      href: "/messages/42",
    },
    {
      kind: "call",
      at: 1_790_000_000,
      key: "call:v1.us.app.1790000000ab",
      parts: ["audio call to ", { user: "bob" }, ", 00:01:00"],
      href: "/calls/v1.us.app.1790000000ab",
    },
  ],
  next: "CURSOR1",
  failures: [],
  kinds: ALL,
};
const OLDER: TimelinePage = {
  entries: [
    {
      kind: "group",
      at: 1_780_000_000,
      key: "group:00000000000000000007",
      parts: [{ user: "ada" }, " added to ", { group: "crew" }],
      href: "/groups/crew",
    },
  ],
  failures: [],
  kinds: ALL,
};

beforeEach(() => {
  userTimelineAction.mockClear();
  lookupNamesAction.mockClear();
});

function setup(o: { initialPage?: TimelinePage; initialError?: string; searchParams?: string } = {}) {
  const updates: UrlUpdateEvent[] = [];
  const params = new URLSearchParams(o.searchParams);
  const timeline = params.get("timeline") as TimelineKind | null;
  const r = renderWith(
    <UserTimeline
      uid="ada"
      readable={ALL}
      initialInput={{
        uid: "ada",
        kinds: timeline ? [timeline] : undefined,
        before: params.get("timelineBefore") ?? undefined,
      }}
      initialPage={o.initialPage}
      initialError={o.initialError}
    />,
    { searchParams: o.searchParams, onUrlUpdate: (e) => updates.push(e) },
  );
  return { ...r, updates };
}

const list = () => screen.getByRole("list", { name: "Timeline" });

describe("UserTimeline", () => {
  it("shows the server's page as links, names beside ids, without asking again", async () => {
    setup({ initialPage: FIRST });
    const links = within(list()).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/messages/42",
      "/calls/v1.us.app.1790000000ab",
    ]);
    expect(links[0]?.textContent).toContain("Messages sent");
    expect(links[0]?.textContent).toContain("hello there");
    expect(links[1]?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-09-21T14:13:20.000Z");
    expect(links[1]?.querySelector("time")?.textContent).toBe("21 Sept 2026, 14:13:20");
    await waitFor(() => expect(links[0]?.textContent).toContain("Bob Stone"));
    expect(lookupNamesAction).toHaveBeenCalledWith({ uids: ["bob"], guids: [] });
    expect(userTimelineAction).not.toHaveBeenCalled();
  });

  it("puts the kind chosen in the URL, back at the newest, and reads that kind", async () => {
    const { user, updates } = setup({ initialPage: FIRST, searchParams: "?timelineBefore=OLD" });
    await user.selectOptions(screen.getByLabelText("Kind"), "call");
    await waitFor(() => expect(updates.at(-1)?.searchParams.get("timeline")).toBe("call"));
    expect(updates.at(-1)?.searchParams.has("timelineBefore")).toBe(false);
    await waitFor(() => expect(userTimelineAction).toHaveBeenCalledWith({ uid: "ada", kinds: ["call"] }));
  });

  it("reads the older page from the cursor, keeps it in the URL, and goes back to the newest", async () => {
    const { user, updates } = setup({ initialPage: FIRST });
    await user.click(screen.getByRole("button", { name: "Older" }));
    await waitFor(() => expect(updates.at(-1)?.searchParams.get("timelineBefore")).toBe("CURSOR1"));
    await waitFor(() =>
      expect(within(list()).getAllByRole("link")[0]?.getAttribute("href")).toBe("/groups/crew"),
    );
    expect(userTimelineAction).toHaveBeenCalledWith({ uid: "ada", before: "CURSOR1" });
    // The last page offers nothing older.
    expect(screen.queryByRole("button", { name: "Older" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Newest" }));
    await waitFor(() => expect(updates.at(-1)?.searchParams.has("timelineBefore")).toBe(false));
    await waitFor(() =>
      expect(within(list()).getAllByRole("link")[0]?.getAttribute("href")).toBe("/messages/42"),
    );
  });

  it("says when there is nothing to show, and what the timeline cannot show", () => {
    setup({ initialPage: { entries: [], failures: [], kinds: ALL } });
    expect(screen.queryByRole("list", { name: "Timeline" })).toBeNull();
    expect(document.body.textContent).toContain(
      "Nothing has happened to or by this user that the timeline can show.",
    );
    expect(document.body.textContent).toContain("Reactions: the service lists reactions per message only");
  });

  it("names a source that failed and still lists the others", () => {
    setup({
      initialPage: { ...FIRST, failures: [{ kind: "notification", message: "the log is down (ERR_X)" }] },
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Notifications delivered: the log is down (ERR_X)");
    expect(within(list()).getAllByRole("link")).toHaveLength(2);
  });

  it("shows the server's error, and tries again on request", async () => {
    userTimelineAction.mockResolvedValueOnce({ serverError: "The service did not answer." });
    const { user } = setup({
      initialError: "The address holds a timeline position this page did not write.",
    });
    expect(screen.getByRole("alert").textContent).toContain("this page did not write");
    expect(userTimelineAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("The service did not answer."),
    );
    expect(userTimelineAction).toHaveBeenCalledTimes(1);
  });
});
