import { describe, expect, it } from "vitest";
import { coverage, operationKey, PUBLISHED, type PublishedOperation } from "../src/coverage";
import type { AnyRoute } from "../src/http/route";
import { ALL_ROUTES } from "../src/modules";

// Every route the published files list, held against sandbox/published-operations.json (npm run sandbox:coverage --
// --published <clone of cometchat/docs> rewrites it): path parameters, query parameters, request body fields.
// Where the sandbox differs today, the lists below say so, one line each; an entry that no longer differs fails the
// test too, so the lists stay exact. Keys: "<api> <METHOD> <published path>", then "name,name" → why.

/** Path parameters the sandbox names otherwise (`:sandbox` for `{published}`). */
const PATH_NAMES: Record<string, string> = {
  "chat PATCH /moderation/blocked-messages/{messageId} :id for {messageId}":
    "the file lists this path twice, as {id} (review-blocked-message) and {messageId} (approve-…); one route serves both",
};

const IGNORED = "ignored: not implemented, the list answers as if it were absent";
const TAGS = "ignored: answers carry tags whenever the entity has some";
const COUNT = "ignored: the unread/total counts are not implemented";
const MENTIONS =
  "ignored: the lists filter by neither mentions nor links (mentions only steer notifications)";
const CURSOR =
  "ignored: the per-conversation lists take only the cursor (limit, affix, id, sentAt, hideReplies)";

/** Published query parameters the route does not take. */
const QUERY_NOT_TAKEN: Record<string, Record<string, string>> = {
  "chat GET /users": { searchIn: IGNORED, count: COUNT, withTags: TAGS, roles: IGNORED },
  "chat GET /groups": {
    searchIn: IGNORED,
    types: IGNORED,
    withTags: TAGS,
    "affix,updatedAt":
      "ignored: the groups list is a page list; its published updatedAt cursor is not implemented",
  },
  "chat GET /groups/{guid}/members": { status: IGNORED },
  "chat GET /messages": {
    "hideMessagesFromBlockedUsers,unread": IGNORED,
    "hasMentions,mentionedUids,mentionsWithBlockedInfo,mentionsWithTagInfo,hasLinks": MENTIONS,
    count: COUNT,
    withTags: TAGS,
  },
  "chat GET /users/{uid}/messages": {
    "searchKey,hasAttachments,attachmentTypes,unread,undelivered,category,categories,type,types,myMentionsOnly,hasReactions,sender,fromTimestamp,toTimestamp,tags":
      CURSOR,
    "hasMentions,mentionedUids,mentionsWithBlockedInfo,mentionsWithTagInfo,hasLinks": MENTIONS,
    count: COUNT,
    withTags: TAGS,
    perPage: "ignored: the cursor list's size is limit (the published file names both)",
  },
  "chat GET /groups/{guid}/messages": {
    "searchKey,hasAttachments,attachmentTypes,unread,undelivered,hideMessagesFromBlockedUsers,category,categories,type,types,myMentionsOnly,hasReactions,sender,fromTimestamp,toTimestamp,tags":
      CURSOR,
    "hasMentions,mentionedUids,mentionsWithBlockedInfo,mentionsWithTagInfo,hasLinks": MENTIONS,
    count: COUNT,
    withTags: TAGS,
  },
  "chat GET /messages/{id}/thread": {
    page: "ignored: the thread is a cursor list (perPage is taken as limit), as the published example's meta shows",
  },
  "chat GET /conversations": { "withTags,withUserAndGroupTags": TAGS },
};

const REF_PAGE = "reference §2: a page list (page, perPage) though the published file names no paging";
const CURSOR_OURS = "reference §2: a cursor list (limit, affix, id); the published file names none";

/** Query parameters the route takes that the published files do not, where the summary says "[ours]". */
const QUERY_OURS: Record<string, Record<string, string>> = {
  "chat GET /users": {
    "lastActiveBefore,lastActiveAfter,sortBy,sortOrder": "[ours] last-active filter and order",
  },
  "chat GET /roles/{role}/permissions": { "page,perPage": REF_PAGE },
  "chat GET /groups/{guid}/scopes/{scope}/permissions": { "page,perPage": REF_PAGE },
  "chat GET /messages": { hasReplies: "[ours] thread parents, or messages without replies" },
  "chat GET /moderation/flagged-messages": {
    "sender,receiver,reasonId,ruleId,from,to": "[ours] the review queue's filters",
    limit: "[ours] the queue's size (default 50)",
  },
  "chat GET /moderation/reviewed-messages": {
    sender: "[ours] one sender's",
    limit: "[ours] the list's size",
  },
  "chat GET /moderation/blocked-messages": {
    "sender,receiver,reasonId,ruleId,from,to": "[ours] the review queue's filters",
    limit: "[ours] the queue's size (default 50)",
  },
};

/** Query parameters the route takes that the published files do not, where the summary does not say "[ours]". */
const QUERY_UNMARKED: Record<string, Record<string, string>> = {
  "chat GET /apikeys": { "page,perPage": "reference §2 lists API keys among the page lists" },
  "chat GET /roles/{role}/restrictedfeatures": { "page,perPage": REF_PAGE },
  "chat GET /users/{uid}/messages": { sentAt: "the cursor of reference §2 (GET /messages publishes sentAt)" },
  "chat GET /groups/{guid}/messages": {
    sentAt: "the cursor of reference §2 (GET /messages publishes sentAt)",
  },
  "chat GET /messages/{id}/thread": {
    "limit,affix,id,sentAt,hideReplies":
      "the cursor of reference §2; the published example answers a cursor meta",
  },
  "chat GET /messages/{id}/reactions": { "limit,affix,id": CURSOR_OURS },
  "chat GET /messages/{id}/reactions/{reaction}": { "limit,affix,id": CURSOR_OURS },
  "chat GET /moderation/rules/{ruleId}/revisions": {
    limit: "the list's size, as GET /moderation/rules publishes it",
  },
  "chat GET /moderation/keywords": { limit: "the list's size, as GET /moderation/rules publishes it" },
  "chat GET /moderation/reasons": { limit: "the list's size, as GET /moderation/rules publishes it" },
  "calls GET /calls": { "page,perPage": "reference §2: [ours] page and perPage for /calls" },
  "mgmt GET /apps/{appId}/extensions": { page: "reference §2 paging; the file publishes perPage alone" },
  "mgmt GET /apps/{appId}/webhooks": { page: "reference §2 paging; the file publishes perPage alone" },
  "mgmt GET /apps/{appId}/webhooks/{webhookId}/triggers": { "page,perPage": REF_PAGE },
};

/** Published body fields (required ones included) the route's body does not name. */
const BODY_NOT_TAKEN: Record<string, Record<string, string>> = {
  "chat PUT /groups/{guid}": {
    unset: "not implemented: a group's icon, description or metadata cannot be cleared",
  },
  "chat POST /data_import/messages": {
    "guid,name,type":
      "required by the file at the top level, yet a group's fields; its own schema and example send only messages",
  },
  "mgmt POST /apps": { skipSampleData: "ignored: a sandbox app starts empty (the seeder fills apps)" },
  "mgmt PUT /apps/{appId}/extensions/stickers/v1/settings": {
    "dropMessage,customregexData,defaultRegexData,deleteCustomRegexData":
      "required by the file yet none of its own properties (data masking's list pasted); the properties are taken",
  },
};

/** Fields of the published request examples the route's body does not name. */
const EXAMPLE_NOT_TAKEN: Record<string, Record<string, string>> = {
  "mgmt DELETE /apps/{appId}/webhooks/{webhookId}/triggers": {
    "name,email,password,contactNumber,role,appName,appRegion":
      "the file's example is POST /tenants' body, pasted here; triggerIds is what the operation takes",
  },
};

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  getter?: () => unknown;
};

/** The keys a zod 4 schema reads at its top level, through wrappers, pipes, unions and intersections. */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === "object") return Object.keys(def.shape ?? {});
  if (def.type === "pipe") return keysOf(def.in);
  if (def.type === "union") return (def.options ?? []).flatMap(keysOf);
  if (def.type === "intersection") return [...keysOf(def.left), ...keysOf(def.right)];
  if (def.type === "lazy") return keysOf(def.getter?.());
  return def.innerType ? keysOf(def.innerType) : [];
}

const flat = (list: Record<string, Record<string, string>>, mark = "") =>
  Object.entries(list).flatMap(([op, byNames]) =>
    Object.keys(byNames).flatMap((names) => names.split(",").map((n) => `${op} ${mark}${n}`)),
  );
const sorted = (xs: string[]) => [...xs].sort();

const opKey = (o: PublishedOperation) => `${o.api} ${o.method} ${o.path}`;
const checked: { route: AnyRoute; op: PublishedOperation }[] = ALL_ROUTES.flatMap((route) =>
  route.api === "sandbox"
    ? []
    : PUBLISHED.filter(
        (o) => operationKey(o.api, o.method, o.path) === operationKey(route.api, route.method, route.path),
      ).map((op) => ({ route, op })),
);

describe("the sandbox's routes against the published operations", () => {
  it("checks every published operation the sandbox serves", () => {
    expect(new Set(checked.map((c) => c.op))).toEqual(new Set(coverage(ALL_ROUTES).implemented));
  });

  it("reads a form body where the published operation sends one", () => {
    const forms = checked.filter(({ op }) => op.body?.contentTypes.includes("multipart/form-data"));
    expect(forms.filter(({ route }) => !route.form).map(({ op }) => opKey(op))).toEqual([]);
    expect(forms.length).toBeGreaterThan(0);
  });

  it("names path parameters as the published paths do", () => {
    const differ = checked.flatMap(({ route, op }) => {
      const ours = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      return op.pathParams.flatMap((name, i) =>
        ours[i] === name ? [] : [`${opKey(op)} :${ours[i]} for {${name}}`],
      );
    });
    expect(sorted(differ)).toEqual(sorted(Object.keys(PATH_NAMES)));
  });

  it("takes every published query parameter, or says why not", () => {
    const missing = checked.flatMap(({ route, op }) => {
      const taken = keysOf(route.query);
      return op.query.filter((q) => !taken.includes(q.name)).map((q) => `${opKey(op)} ?${q.name}`);
    });
    expect(sorted(missing)).toEqual(sorted(flat(QUERY_NOT_TAKEN, "?")));
  });

  it("lists every query parameter of its own, and the summary says [ours] where the list does", () => {
    const own = checked.flatMap(({ route, op }) =>
      keysOf(route.query)
        .filter((name) => !op.query.some((q) => q.name === name))
        .map((name) => ({ key: `${opKey(op)} ?${name}`, marked: route.summary.includes("[ours]") })),
    );
    expect(sorted(own.filter((o) => o.marked).map((o) => o.key))).toEqual(sorted(flat(QUERY_OURS, "?")));
    expect(sorted(own.filter((o) => !o.marked).map((o) => o.key))).toEqual(sorted(flat(QUERY_UNMARKED, "?")));
  });

  it("names every published body field, required ones in every variant, or says why not", () => {
    const missing = checked.flatMap(({ route, op }) => {
      const taken = keysOf(route.body);
      const named = [
        ...(op.body?.fields ?? []),
        ...(op.body?.variants ?? [op.body]).flatMap((v) => v?.required ?? []),
      ];
      return [...new Set(named)].filter((f) => !taken.includes(f)).map((f) => `${opKey(op)} ${f}`);
    });
    expect(sorted(missing)).toEqual(sorted(flat(BODY_NOT_TAKEN)));
  });

  it("takes the fields of the published request examples, or says why not", () => {
    const missing = checked.flatMap(({ route, op }) => {
      const taken = keysOf(route.body);
      return (op.body?.exampleFields ?? []).filter((f) => !taken.includes(f)).map((f) => `${opKey(op)} ${f}`);
    });
    expect(sorted(missing)).toEqual(sorted(flat(EXAMPLE_NOT_TAKEN)));
  });
});
