import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { listApiKeysQuery as apiKeysService } from "../contract/api-keys";
import { listAppsQuery as appsService } from "../contract/apps";
import { listCallsQuery as callsService } from "../contract/calls";
import { listConversationsQuery as conversationsService } from "../contract/conversations";
import { listGroupsQuery as groupsService, listGroupBannedUsers, listGroupMembers } from "../contract/groups";
import { listUsersQuery as usersService } from "../contract/users";
import { listDeliveriesQuery as deliveriesService } from "../contract/webhooks";
import { listAccountAppsQuery } from "./account-apps-query";
import { listApiKeysQuery } from "./api-keys-query";
import { listCallsInput } from "./calls-query";
import { listConversationsQuery } from "./chat-conversations-query";
import { listBannedQuery, listGroupsQuery, listMembersQuery } from "./chat-groups-query";
import { listUsersQuery } from "./users-query";
import { listDeliveriesInput } from "./webhooks-query";

/**
 * A list's query next to the service's: compiles only when every key the list sends is one the service's
 * query takes (`also`: keys the client sends elsewhere, such as the viewer or a path parameter).
 */
function sent<L extends z.ZodObject, S extends z.ZodObject, A extends string = never>(
  list: L & (Exclude<keyof L["shape"], keyof S["shape"] | A> extends never ? unknown : never),
  service: S,
  also: readonly A[] = [],
) {
  return {
    list: Object.keys(list.shape),
    service: Object.keys(service.shape),
    also: also as readonly string[],
  };
}

/** A contract's query, which every list's operation has. */
function queryOf<Q>(c: { path: string; query?: Q }): Q {
  if (!c.query) throw new Error(`${c.path} takes no query`);
  return c.query;
}

const LISTS = {
  calls: sent(listCallsInput, callsService),
  apiKeys: sent(listApiKeysQuery, apiKeysService),
  accountApps: sent(listAccountAppsQuery, appsService),
  users: sent(listUsersQuery, usersService),
  groups: sent(listGroupsQuery, groupsService),
  groupMembers: sent(listMembersQuery, queryOf(listGroupMembers), ["guid"]),
  groupBanned: sent(listBannedQuery, queryOf(listGroupBannedUsers), ["guid"]),
  conversations: sent(listConversationsQuery, conversationsService, ["onBehalfOf"]),
  deliveries: sent(listDeliveriesInput, deliveriesService, ["webhookId"]),
};

describe("a list's filters and the service's query", () => {
  it.each(Object.entries(LISTS))("%s sends only keys the service takes", (_name, l) => {
    expect(l.list.filter((k) => !l.service.includes(k) && !l.also.includes(k))).toEqual([]);
  });
});
