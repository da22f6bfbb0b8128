"use server";

import { returnValidationErrors } from "next-safe-action";
import * as groupsContract from "@/lib/contract/groups";
import {
  addMembersActionInput,
  changeScopeInput,
  createGroupForm,
  deleteGroupInput,
  editGroupForm,
  groupTargetInput,
  listBannedQuery,
  listGroupsQuery,
  listMembersQuery,
  memberTargetInput,
  toCreateGroupBody,
  toUpdateGroupBody,
} from "@/lib/inputs/chat-groups-query";
import { appActionClient } from "@/lib/server/action";
import { call, callData } from "@/lib/server/api/call";
import { addMembers } from "@/lib/server/api/chat-groups";
import { isServiceError } from "@/lib/server/api/errors";
import { serviceFieldErrors } from "@/lib/server/api/field-errors";

export const listGroupsAction = appActionClient
  .metadata({ name: "groups.list", minRole: "viewer", mutation: false })
  .inputSchema(listGroupsQuery)
  .action(async ({ parsedInput, ctx }) => call(ctx.conn, groupsContract.listGroups, { query: parsedInput }));

export const getGroupAction = appActionClient
  .metadata({ name: "groups.get", minRole: "viewer", mutation: false })
  .inputSchema(groupTargetInput)
  .action(({ parsedInput, ctx }) => callData(ctx.conn, groupsContract.getGroup, { params: parsedInput }));

export const listMembersAction = appActionClient
  .metadata({ name: "groups.members.list", minRole: "viewer", mutation: false })
  .inputSchema(listMembersQuery)
  .action(async ({ parsedInput: { guid, ...query }, ctx }) =>
    call(ctx.conn, groupsContract.listGroupMembers, {
      params: { guid },
      query,
    }),
  );

export const listBannedAction = appActionClient
  .metadata({ name: "groups.banned.list", minRole: "viewer", mutation: false })
  .inputSchema(listBannedQuery)
  .action(async ({ parsedInput: { guid, ...query }, ctx }) =>
    call(ctx.conn, groupsContract.listGroupBannedUsers, {
      params: { guid },
      query,
    }),
  );

export const addMembersAction = appActionClient
  .metadata({ name: "groups.members.add", minRole: "moderator", mutation: true })
  .inputSchema(addMembersActionInput)
  .action(async ({ parsedInput, ctx }) => addMembers(ctx.conn, parsedInput));

const FORM_FIELDS = Object.keys(createGroupForm.shape);

async function withFieldErrors<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (e) {
    if (!isServiceError(e)) throw e;
    if (e.code === "ERR_GUID_ALREADY_EXISTS") {
      returnValidationErrors(createGroupForm, {
        guid: { _errors: ["A group with this guid already exists."] },
      });
    }
    if (e.code === "ERR_UID_NOT_FOUND") {
      returnValidationErrors(createGroupForm, { owner: { _errors: [`${e.message} (${e.code})`] } });
    }
    const fields = e.status === 400 ? serviceFieldErrors(e, FORM_FIELDS) : undefined;
    if (fields) returnValidationErrors(createGroupForm, fields);
    throw e;
  }
}

export const createGroupAction = appActionClient
  .metadata({ name: "groups.create", minRole: "admin", mutation: true })
  .inputSchema(createGroupForm)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    const { data: group } = await withFieldErrors(() =>
      call(conn, groupsContract.createGroup, { body: toCreateGroupBody(parsedInput) }),
    );
    return { guid: group.guid, name: group.name };
  });

export const updateGroupAction = appActionClient
  .metadata({ name: "groups.update", minRole: "admin", mutation: true })
  .inputSchema(editGroupForm)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    const { data: group } = await withFieldErrors(() =>
      call(conn, groupsContract.updateGroup, {
        params: { guid: parsedInput.guid },
        body: toUpdateGroupBody(parsedInput),
      }),
    );
    return { guid: group.guid, name: group.name };
  });

export const deleteGroupAction = appActionClient
  .metadata({ name: "groups.delete", minRole: "admin", mutation: true })
  .inputSchema(deleteGroupInput)
  .action(({ parsedInput: { guid }, ctx }) =>
    callData(ctx.conn, groupsContract.deleteGroup, { params: { guid } }),
  );

export const transferOwnershipAction = appActionClient
  .metadata({ name: "groups.owner.transfer", minRole: "admin", mutation: true })
  .inputSchema(memberTargetInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { data: group } = await call(ctx.conn, groupsContract.updateGroup, {
      params: { guid: p.guid },
      body: { owner: p.uid },
    });
    return { message: `${group.owner} now owns ${group.guid}.` };
  });

export const changeScopeAction = appActionClient
  .metadata({ name: "groups.members.scope", minRole: "moderator", mutation: true })
  .inputSchema(changeScopeInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { data: m } = await call(ctx.conn, groupsContract.changeGroupMemberScope, {
      params: { guid: p.guid, uid: p.uid },
      body: { scope: p.scope },
    });
    return { message: `${m.uid} is now ${m.scope === "admin" ? "an" : "a"} ${m.scope} of ${m.guid}.` };
  });

export const kickMemberAction = appActionClient
  .metadata({ name: "groups.members.kick", minRole: "moderator", mutation: true })
  .inputSchema(memberTargetInput)
  .action(({ parsedInput: p, ctx }) => callData(ctx.conn, groupsContract.kickGroupMember, { params: p }));

export const banMemberAction = appActionClient
  .metadata({ name: "groups.members.ban", minRole: "moderator", mutation: true })
  .inputSchema(memberTargetInput)
  .action(({ parsedInput: p, ctx }) => callData(ctx.conn, groupsContract.banGroupMember, { params: p }));

export const unbanMemberAction = appActionClient
  .metadata({ name: "groups.members.unban", minRole: "moderator", mutation: true })
  .inputSchema(memberTargetInput)
  .action(async ({ parsedInput: p, ctx }) => {
    return await callData(ctx.conn, groupsContract.unbanGroupMember, { params: p });
  });
