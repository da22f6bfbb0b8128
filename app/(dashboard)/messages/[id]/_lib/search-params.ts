import { createLoader, parseAsString } from "nuqs/server";

export const reactionSearchParams = { reaction: parseAsString };
export const loadReactionSearchParams = createLoader(reactionSearchParams);
