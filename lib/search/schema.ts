import { z } from "zod";

/** What the command palette asks the server: the typed text. */
export const searchInput = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Type something to search for.")
    .max(200, "Search with at most 200 characters."),
});

export const SEARCH_KINDS = ["user", "group", "conversation", "call", "message"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One thing found: where it opens, a readable name, a second line and a picture. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  label: string;
  detail?: string;
  avatar?: string;
  href: string;
}

/** The palette's answer: the hits, and the kinds the service could not be asked about (with why). */
export interface SearchAnswer {
  hits: SearchHit[];
  failed: { kind: SearchKind; message: string }[];
}

/** How many hits of one kind the palette shows. */
export const HITS_PER_KIND = 5;

/** Call session ids look like `v1.<region>.<appId>.<digits><hex>`; message ids are integers. */
export const looksLikeCallId = (text: string) => /^v1\.[a-z]+\.[A-Za-z0-9_-]+\.[0-9a-f]+$/.test(text);
export const looksLikeMessageId = (text: string) => /^[0-9]{1,19}$/.test(text);
