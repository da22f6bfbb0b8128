import { createLoader, parseAsString } from "nuqs/server";

/** The reaction the list is filtered to, if any. */
export const reactionSearchParams = { reaction: parseAsString };
export const loadReactionSearchParams = createLoader(reactionSearchParams);
