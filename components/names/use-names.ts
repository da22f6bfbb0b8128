"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { unwrapAction } from "@/lib/action-result";
import { lookupNamesAction } from "@/lib/actions/names";
import { nameKeys } from "@/lib/query-keys";
import { idSchema } from "@/lib/schemas/groups";
import { NAMES_LIMIT } from "@/lib/schemas/names";
import { uidSchema } from "@/lib/schemas/users";
import { NO_NAMES, type ShownNames } from "./named-id";

// An id the action would refuse is left out here, so one odd id does not cost the page all its names.
const asked = (ids: readonly string[], schema: z.ZodType) =>
  [...new Set(ids)].filter((id) => schema.safeParse(id).success).slice(0, NAMES_LIMIT);

/**
 * The names of the users and groups on screen, asked for once the ids are drawn: empty until they arrive,
 * or when they cannot be had (the table keeps its ids). Names change rarely, so they are kept a while.
 */
export function useNames(ids: { uids?: readonly string[]; guids?: readonly string[] }): ShownNames {
  const uids = asked(ids.uids ?? [], uidSchema);
  const guids = asked(ids.guids ?? [], idSchema);
  const query = useQuery({
    queryKey: nameKeys.of(uids, guids),
    queryFn: async () => unwrapAction(await lookupNamesAction({ uids, guids })),
    enabled: uids.length + guids.length > 0,
    // The previous page's names stay while the next page's load: the ids on both keep theirs.
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
    retry: false,
  });
  return { ...(query.data ?? NO_NAMES), pending: query.isFetching };
}
