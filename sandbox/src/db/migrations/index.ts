import { initial } from "./0001-initial";
import { callTranscriptions } from "./0002-call-transcriptions";
import { messageThreads } from "./0003-message-threads";
import { conversationState } from "./0004-conversation-state";
import { collaboratorIds } from "./0005-collaborator-ids";
import { tokenClients } from "./0006-token-clients";
import { laterObjects } from "./0007-later-objects";
import { userAndCallCounts } from "./0008-user-and-call-counts";
import { conversationAndReactionCounts } from "./0009-conversation-and-reaction-counts";
import { keywordTerms } from "./0010-keyword-terms";
import { messageMuids } from "./0011-message-muids";
import { userListOrder } from "./0012-user-list-order";
import { userCallCounts } from "./0013-user-call-counts";
import { messageKinds } from "./0014-message-kinds";
import type { Migration } from "./migration";

/** Every migration, in the order they run; a new one goes at the end with the next version. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  callTranscriptions,
  messageThreads,
  conversationState,
  collaboratorIds,
  tokenClients,
  laterObjects,
  userAndCallCounts,
  conversationAndReactionCounts,
  keywordTerms,
  messageMuids,
  userListOrder,
  userCallCounts,
  messageKinds,
];
