import { z } from "zod";
import { idSchema } from "./groups";
import { uidSchema } from "./users";

/** Ids of each kind named in one request at most: each costs the service a read (two for a deactivated user). */
export const NAMES_LIMIT = 100;

export const namesInput = z.object({
  uids: z.array(uidSchema).max(NAMES_LIMIT).default([]),
  guids: z.array(idSchema).max(NAMES_LIMIT).default([]),
});
export type NamesInput = z.input<typeof namesInput>;

/** Display names by uid and by guid; an id that could not be named is left out. */
export interface Names {
  users: Record<string, string>;
  groups: Record<string, string>;
}
