import { unwrapAction } from "@/lib/action-result";
import type { ListMessagesParams } from "@/lib/inputs/chat-messages-query";
import { listMessagesAction } from "./actions";

/** A page of a conversation; the action's own sentences say what the URL lacks ("enter the uid to view as"). */
export const fetchMessages = async (p: ListMessagesParams) => unwrapAction(await listMessagesAction(p));
