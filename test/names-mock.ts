import { vi } from "vitest";

export type NamesAnswer = { data: { users: Record<string, string>; groups: Record<string, string> } };

/** A lookupNamesAction mock that knows no names; tests mock "@/lib/actions/names" to call it. */
export const unknownNames = () =>
  vi.fn(
    async (_input: { uids: string[]; guids: string[] }): Promise<NamesAnswer> => ({
      data: { users: {}, groups: {} },
    }),
  );
