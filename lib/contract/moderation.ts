import { z } from "zod";
import {
  blockedListEnvelope,
  createReasonInput,
  createRuleInput,
  emptyDataEnvelope,
  flaggedListEnvelope,
  flagMessageInput,
  keywordListEnvelope,
  keywordListInput,
  keywordListListEnvelope,
  reasonDeletedSchema,
  reasonEnvelope,
  reasonListEnvelope,
  reviewAnswerEnvelope,
  reviewBlockedInput,
  reviewedListEnvelope,
  reviewFlaggedInput,
  ruleEnvelope,
  ruleListEnvelope,
  updateReasonInput,
  updateRuleInput,
} from "../schemas/moderation";
import { contract } from "./define";
import { qint } from "./query";

// Moderation (chat API): rules, keyword lists, the reasons users report with, and the review of reported
// and blocked messages.

/** The most a moderation list answers at once: rules, keyword lists and reasons are few, so one read holds them. */
export const MAX_LIMIT = 1000;
const limitQuery = z.object({ limit: qint(1, MAX_LIMIT).optional().default(50) });
const moderationId = z.string().min(1).max(100);
const ruleParams = z.object({ ruleId: moderationId });
const keywordParams = z.object({ keywordId: moderationId });
const reasonParams = z.object({ id: moderationId });
const messageParams = z.object({ id: z.string().max(30) });

/** [ours] Narrows a review list; the published lists take only `limit`. */
export const reviewListQuery = limitQuery.extend({
  sender: z.string().max(100).optional(),
  receiver: z.string().max(100).optional(),
  reasonId: z.string().max(100).optional(),
  ruleId: z.string().max(100).optional(),
  from: qint(0, 9_999_999_999).optional(),
  to: qint(0, 9_999_999_999).optional(),
});
const reviewedListQuery = limitQuery.extend({ sender: z.string().max(100).optional() });

export const createRule = contract({
  api: "chat",
  method: "post",
  path: "/moderation/rules",
  tag: "Moderation",
  summary:
    "Create a rule: conditions on a message's text or custom data (words, keyword lists by id, or patterns; contains or equals), optional sender and receiver filters, and its action (blockMessage withholds a match for review, dropMessage discards it). It applies to messages sent from then on; image and video conditions are accepted, but the sandbox does not analyse media.",
  body: createRuleInput,
  response: ruleEnvelope,
});

export const listRules = contract({
  api: "chat",
  method: "get",
  path: "/moderation/rules",
  tag: "Moderation",
  summary: "List the rules, newest first (the service's defaults included, marked default)",
  query: limitQuery,
  response: ruleListEnvelope,
});

export const getRule = contract({
  api: "chat",
  method: "get",
  path: "/moderation/rules/:ruleId",
  tag: "Moderation",
  summary: "Get a rule's current revision",
  params: ruleParams,
  response: ruleEnvelope,
});

export const updateRule = contract({
  api: "chat",
  method: "put",
  path: "/moderation/rules/:ruleId",
  tag: "Moderation",
  summary: "Replace a rule's name, description, conditions, filters, action or enabled state: a new revision",
  params: ruleParams,
  body: updateRuleInput,
  response: ruleEnvelope,
});

export const deleteRule = contract({
  api: "chat",
  method: "delete",
  path: "/moderation/rules/:ruleId",
  tag: "Moderation",
  summary: "Delete a rule and its revisions; messages it blocked stay in review",
  params: ruleParams,
  response: reviewAnswerEnvelope,
});

export const listRuleRevisions = contract({
  api: "chat",
  method: "get",
  path: "/moderation/rules/:ruleId/revisions",
  tag: "Moderation",
  summary: "A rule's revisions, newest first; only the newest is active",
  params: ruleParams,
  query: limitQuery,
  response: ruleListEnvelope,
});
export const createKeywordList = contract({
  api: "chat",
  method: "post",
  path: "/moderation/keywords",
  form: true,
  tag: "Moderation",
  summary:
    "Create a keyword list from a form (multipart/form-data, as published): category word, pattern or sentence-similarity; searchTerms comma-separated, disallowedSentences, or a CSV file (one term per cell; [ours] cells are unquoted)",
  body: keywordListInput,
  response: keywordListEnvelope,
});

export const listKeywordLists = contract({
  api: "chat",
  method: "get",
  path: "/moderation/keywords",
  tag: "Moderation",
  summary: "List the keyword lists, newest first",
  query: limitQuery,
  response: keywordListListEnvelope,
});

export const getKeywordList = contract({
  api: "chat",
  method: "get",
  path: "/moderation/keywords/:keywordId",
  tag: "Moderation",
  summary: "Get a keyword list",
  params: keywordParams,
  response: keywordListEnvelope,
});

export const updateKeywordList = contract({
  api: "chat",
  method: "put",
  path: "/moderation/keywords/:keywordId",
  form: true,
  tag: "Moderation",
  summary:
    "Update a keyword list from a form: the fields given replace the list's (terms replace all its terms)",
  params: keywordParams,
  body: keywordListInput,
  response: keywordListEnvelope,
});

export const deleteKeywordList = contract({
  api: "chat",
  method: "delete",
  path: "/moderation/keywords/:keywordId",
  tag: "Moderation",
  summary: "Delete a keyword list no rule refers to (400 ERR_KEYWORD_IN_USE names the rules) [ours]",
  params: keywordParams,
  response: reviewAnswerEnvelope,
});
export const createReason = contract({
  api: "chat",
  method: "post",
  path: "/moderation/reasons",
  tag: "Moderation - Reasons",
  summary: "Create a reason users may give when they report a message",
  body: createReasonInput,
  response: reasonEnvelope,
});

export const listReasons = contract({
  api: "chat",
  method: "get",
  path: "/moderation/reasons",
  tag: "Moderation - Reasons",
  summary: "List the reasons, the service's defaults first",
  query: limitQuery,
  response: reasonListEnvelope,
});

export const getReason = contract({
  api: "chat",
  method: "get",
  path: "/moderation/reasons/:id",
  tag: "Moderation - Reasons",
  summary: "Get a reason",
  params: reasonParams,
  response: reasonEnvelope,
});

export const updateReason = contract({
  api: "chat",
  method: "put",
  path: "/moderation/reasons/:id",
  tag: "Moderation - Reasons",
  summary: "Rename a reason (and [ours] change its description)",
  params: reasonParams,
  body: updateReasonInput,
  response: reasonEnvelope,
});

export const deleteReason = contract({
  api: "chat",
  method: "delete",
  path: "/moderation/reasons/:id",
  tag: "Moderation - Reasons",
  summary:
    "Delete a reason; reports that gave it keep its id. Answers {success, message} outside data, as published.",
  params: reasonParams,
  response: reasonDeletedSchema,
});
export const flagMessage = contract({
  api: "chat",
  method: "post",
  path: "/messages/:id/flagged",
  tag: "Moderation - Flagged Messages",
  summary:
    "Report a message on a user's behalf (onBehalfOf), with a reason and a remark; it goes to the flagged messages for review",
  onBehalfOf: "required",
  params: messageParams,
  body: flagMessageInput,
  response: emptyDataEnvelope,
});

export const listFlaggedMessages = contract({
  api: "chat",
  method: "get",
  path: "/moderation/flagged-messages",
  tag: "Moderation - Flagged Messages",
  summary:
    "The reported messages waiting for review, oldest first, each with its reports; [ours] narrowed by sender, receiver (uid or guid), reasonId and a from/to time (unix seconds)",
  query: reviewListQuery,
  response: flaggedListEnvelope,
});

export const reviewFlaggedMessage = contract({
  api: "chat",
  method: "patch",
  path: "/moderation/flagged-messages/:id",
  tag: "Moderation - Flagged Messages",
  summary:
    "Review a reported message: approved keeps it, disapproved deletes it for everyone; either way it moves to the reviewed messages",
  params: messageParams,
  body: reviewFlaggedInput,
  response: reviewAnswerEnvelope,
});

export const listReviewedMessages = contract({
  api: "chat",
  method: "get",
  path: "/moderation/reviewed-messages",
  tag: "Moderation - Reviewed Messages",
  summary:
    "Reported and blocked messages a moderator has reviewed, newest review first, with the outcome; [ours] createdAt is when it was first reported or blocked, and sender narrows them to one sender's",
  query: reviewedListQuery,
  response: reviewedListEnvelope,
});

export const listBlockedMessages = contract({
  api: "chat",
  method: "get",
  path: "/moderation/blocked-messages",
  tag: "Moderation",
  summary:
    "Messages a rule withheld, waiting for review, oldest first, with the rule, its revision and the condition that matched; [ours] narrowed by sender, receiver, ruleId and a from/to time",
  query: reviewListQuery,
  response: blockedListEnvelope,
});

export const reviewBlockedMessage = contract({
  api: "chat",
  method: "patch",
  path: "/moderation/blocked-messages/:id",
  tag: "Moderation",
  summary:
    "Review a blocked message: approved delivers it to its conversation as it was sent (message_sent fires), rejected keeps it withheld; either way it moves to the reviewed messages",
  params: messageParams,
  body: reviewBlockedInput,
  response: reviewAnswerEnvelope,
});
