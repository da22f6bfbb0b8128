"use client";

import { searchConversationsAction } from "@/lib/pickers/actions";
import { SinglePicker, type SinglePickerProps } from "./single-picker";

export function ConversationPicker({
  onBehalfOf,
  placeholder = "Name or id of the other party",
  ...props
}: SinglePickerProps & { onBehalfOf?: string }) {
  return (
    <SinglePicker
      kind="conversation"
      search={searchConversationsAction}
      noun="conversation"
      placeholder={placeholder}
      onBehalfOf={onBehalfOf}
      {...props}
    />
  );
}
