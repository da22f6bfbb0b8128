import { z } from "zod";
import { idSchema } from "../schemas/groups";
import { tagsSchema, uidSchema } from "../schemas/users";
import { defineListFilters, flag, oneOf, type QueryOf, text, uid } from "./list-filters";
import { listQuerySchema } from "./list-query";

export const CONVERSATION_TYPES = ["user", "group"] as const;
export const CONVERSATION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_CONVERSATION_PAGE_SIZE = 25;
/** The longest search the conversations list takes. */
export const CONVERSATION_SEARCH_MAX = 100;

/** The conversations list's filters: its URL, its action's input, and the service's query and viewer. */
export const conversationFilters = defineListFilters(
  {
    type: oneOf(CONVERSATION_TYPES).as("conversationType"),
    unread: flag(),
    search: text(CONVERSATION_SEARCH_MAX, {
      message: `must be at most ${CONVERSATION_SEARCH_MAX} characters`,
    }).as("searchKey"),
    as: uid().as("onBehalfOf"),
  },
  { perPage: DEFAULT_CONVERSATION_PAGE_SIZE, maxPerPage: 1000 },
);

/** The most tags one filter sends, as the service bounds a list of tags. */
export const CONVERSATION_TAGS_MAX = 25;
const tagFilter = z
  .array(
    z
      .string()
      .trim()
      .min(1, "A tag must not be empty.")
      .max(100, "A tag is at most 100 characters.")
      // The service reads a list of tags as comma-separated text: a comma would split one tag in two.
      .regex(/^[^,]*$/, "A tag to filter by cannot hold a comma."),
  )
  .max(CONVERSATION_TAGS_MAX, `Filter by at most ${CONVERSATION_TAGS_MAX} tags.`);

/**
 * The other party's tags: a one-on-one conversation's user's (`userTags`), a group conversation's group's; and
 * the conversation's own (`tags`), those the user it is listed for (`onBehalfOf`) gave it.
 */
export const partyTagsQuery = z.object({
  userTags: tagFilter.optional(),
  groupTags: tagFilter.optional(),
  tags: tagFilter.optional(),
});

export const listConversationsQuery = listQuerySchema(conversationFilters)
  .extend(partyTagsQuery.shape)
  .refine((q) => !q.unread || q.onBehalfOf, {
    path: ["unread"],
    error: "Unread counts belong to one user: enter the uid to view as before choosing unread only.",
  });
export type ListConversationsParams = QueryOf<typeof conversationFilters> & z.input<typeof partyTagsQuery>;

/** The list as the service's query (`GET /conversations`) and its viewer; unread is sent only when asked for. */
export function listConversationsInput({ onBehalfOf, unread, ...query }: ListConversationsParams) {
  return { query: { ...query, unread: unread ? true : undefined }, onBehalfOf };
}

export const openConversationInput = z.object({
  with: z.enum(CONVERSATION_TYPES),
  id: idSchema,
  onBehalfOf: uidSchema,
});
export type OpenConversationInput = z.input<typeof openConversationInput>;

const part = "[A-Za-z0-9_-]{1,100}";
/** `<uidA>_user_<uidB>` or `group_<guid>` (reference §7). */
export const CONVERSATION_ID_PATTERN = new RegExp(`^(group_${part}|${part}_user_${part})$`);

export const lookupConversationInput = z.object({
  conversationId: z
    .string()
    .trim()
    .min(1, "Enter a conversation id.")
    .max(210, "A conversation id is at most 210 characters.")
    .regex(
      CONVERSATION_ID_PATTERN,
      "Not a conversation id: it is <uidA>_user_<uidB> for two users or group_<guid> for a group.",
    ),
  onBehalfOf: uidSchema,
});
export type LookupConversationInput = z.input<typeof lookupConversationInput>;

export const deleteConversationInput = z.object({
  uid: uidSchema,
  conversationType: z.enum(CONVERSATION_TYPES),
  with: idSchema,
  permanently: z.boolean().default(false),
});
export type DeleteConversationInput = z.output<typeof deleteConversationInput>;

/** The tags one user gives a conversation; the form takes them comma or line separated. */
export const tagConversationForm = z.object({
  tags: z
    .string()
    .max(3000)
    .transform((s) => [
      ...new Set(
        s
          .split(/[,\n]/)
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(tagsSchema),
});
export type TagConversationValues = z.input<typeof tagConversationForm>;
export const tagConversationInput = deleteConversationInput
  .omit({ permanently: true })
  .extend({ form: tagConversationForm });
export type TagConversationInput = z.output<typeof tagConversationInput>;
