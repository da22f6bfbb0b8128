import type { CallPage } from "@/lib/schemas/calls";

export type CallListPage = Omit<CallPage, "data"> & {
  data: Omit<CallPage["data"][number], "participants">[];
};

export function toListPage(page: CallPage): CallListPage {
  return { ...page, data: page.data.map(({ participants: _, ...call }) => call) };
}
