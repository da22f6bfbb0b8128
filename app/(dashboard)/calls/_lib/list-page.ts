import type { CallPage } from "@/lib/api/calls";

/** A calls page as the list needs it: every call's own fields, without its participants (the detail's). */
export type CallListPage = Omit<CallPage, "data"> & {
  data: Omit<CallPage["data"][number], "participants">[];
};

/** Drops each call's participants, which the list never shows, from what goes to the browser. */
export function toListPage(page: CallPage): CallListPage {
  return { ...page, data: page.data.map(({ participants: _, ...call }) => call) };
}
