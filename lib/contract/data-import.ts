import {
  importGroupsBody,
  importGroupsEnvelope,
  importMembersBody,
  importMembersEnvelope,
  importMessagesBody,
  importMessagesEnvelope,
  importUsersBody,
  importUsersEnvelope,
} from "../schemas/data-import";
import { contract } from "./define";

// The import API (the service's published data-import-apis.json): users, groups, members and messages brought over
// from another system with their own ids and times. Each request carries at most 50 rows keyed by their ids; the
// service allows 60 import requests a minute, a rate-limit class of their own (`import`). A malformed
// batch (not an object of rows, over 50 rows, a key that is not its row's id, two keys naming one id) answers 400
// and writes nothing; otherwise every row is answered under its key, `{success: true, data}` or
// `{success: false, error}`, and a refused row changes nothing. Imports fire no webhooks: they are history.

const PER_ROW =
  "A row answers {success: false, error} when its fields are invalid (400 ERR_BAD_REQUEST naming them)";

export const importUsers = contract({
  api: "chat",
  method: "post",
  path: "/data_import/users",
  tag: "Users",
  summary: `Import users: uid kept, createdAt, lastActiveAt and deactivatedAt taken from the import. ${PER_ROW}; [ours] a uid the app already has is refused (ERR_UID_ALREADY_EXISTS) and left unchanged, so a re-run creates nothing twice`,
  body: importUsersBody,
  limit: "import",
  response: importUsersEnvelope,
  errors: ["ERR_UID_ALREADY_EXISTS"],
});

export const importGroups = contract({
  api: "chat",
  method: "post",
  path: "/data_import/groups",
  tag: "Groups",
  summary: `Import groups: guid and createdAt kept, the owner (created from groupOwnerDetails when not yet imported, else ERR_UID_NOT_FOUND) its first admin member; no owner makes app_system the owner. ${PER_ROW}; [ours] a guid the app already has is refused (ERR_GUID_ALREADY_EXISTS) and left unchanged`,
  body: importGroupsBody,
  limit: "import",
  response: importGroupsEnvelope,
  errors: ["ERR_GUID_ALREADY_EXISTS", "ERR_UID_NOT_FOUND"],
});

export const importMembers = contract({
  api: "chat",
  method: "post",
  path: "/data_import/members",
  tag: "Groups",
  summary: `Import group members under <guid>_member_<uid>: scope (default participant) and joinedAt kept, isBanned bans instead; group and user made from groupDetails and userDetails when not yet imported (else ERR_GUID_NOT_FOUND, ERR_UID_NOT_FOUND); joinedAt before the group's creation or after now is ERR_IMPORT_INVALID_JOINEDAT. ${PER_ROW}; [ours] a user already in the group or banned from it is refused (ERR_ALREADY_JOINED, ERR_ALREADY_BANNED) and left unchanged`,
  body: importMembersBody,
  limit: "import",
  response: importMembersEnvelope,
  errors: [
    "ERR_GUID_NOT_FOUND",
    "ERR_UID_NOT_FOUND",
    "ERR_IMPORT_INVALID_JOINEDAT",
    "ERR_ALREADY_JOINED",
    "ERR_ALREADY_BANNED",
  ],
});

export const importMessages = contract({
  api: "chat",
  method: "post",
  path: "/data_import/messages",
  tag: "Messages",
  summary: `Import messages: muid kept, each under the next message id, sent and updated at its sentAt (a batch is stored in sentAt order); sender and receiver made from senderUserDetails, receiverUserDetails, receiverGroupDetails and receiverGroupOwnerDetails when not yet imported (else ERR_UID_NOT_FOUND, ERR_GUID_NOT_FOUND), users of mentionedUserDetails likewise; attachments kept in data. A muid imported before is refused (ERR_IMPORT_MUID_ALREADY_EXISTS). ${PER_ROW}; [ours] deliveredAt and readAt move a user receiver's receipts up to the message (for a group they are only answered), and a group's sender need not be a member`,
  body: importMessagesBody,
  limit: "import",
  response: importMessagesEnvelope,
  errors: ["ERR_IMPORT_MUID_ALREADY_EXISTS", "ERR_UID_NOT_FOUND", "ERR_GUID_NOT_FOUND"],
});
