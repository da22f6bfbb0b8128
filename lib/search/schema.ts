import { z } from "zod";

export const searchInput = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Type something to search for.")
    .max(200, "Search with at most 200 characters."),
});

export const SEARCH_KINDS = ["user", "group", "conversation", "call", "message"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchHit {
  kind: SearchKind;
  id: string;
  label: string;
  detail?: string;
  avatar?: string;
  href: string;
}

export interface SearchAnswer {
  hits: SearchHit[];
  failed: { kind: SearchKind; message: string }[];
}

export const HITS_PER_KIND = 5;

export const looksLikeCallId = (text: string) => /^v1\.[a-z]+\.[A-Za-z0-9_-]+\.[0-9a-f]+$/.test(text);
export const looksLikeMessageId = (text: string) => /^[0-9]{1,19}$/.test(text);
