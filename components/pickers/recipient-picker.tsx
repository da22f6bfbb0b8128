"use client";

import { unwrapAction } from "@/lib/action-result";
import { searchGroupsAction, searchUsersAction } from "@/lib/pickers/actions";
import { mergeRecipients } from "@/lib/pickers/recipients";
import { PICKER_LIMIT } from "@/lib/pickers/schema";
import { SinglePicker, type SinglePickerProps } from "./single-picker";
import type { PickerSearch } from "./use-suggestions";

// Users and groups both: a message's receiver is either, and the admin need not say which before searching.
const searchRecipients: PickerSearch = async (input) => {
  const [users, groups] = await Promise.all([searchUsersAction(input), searchGroupsAction(input)]);
  return {
    data: mergeRecipients(unwrapAction(users), unwrapAction(groups), input.search ?? "", PICKER_LIMIT),
  };
};

/** Picks a user or a group; the value is its uid or guid. */
export function RecipientPicker({ placeholder = "Name, uid or guid", ...props }: SinglePickerProps) {
  return (
    <SinglePicker
      kind="recipient"
      search={searchRecipients}
      noun="recipient"
      placeholder={placeholder}
      {...props}
    />
  );
}
