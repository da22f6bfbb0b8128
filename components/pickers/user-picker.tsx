"use client";

import { isServiceId } from "@/lib/ids";
import { searchUsersAction } from "@/lib/pickers/actions";
import { MultiPicker, type MultiPickerProps } from "./multi-picker";
import { SinglePicker, type SinglePickerProps } from "./single-picker";

export type UserPickerProps =
  | (SinglePickerProps & { multiple?: false })
  | (MultiPickerProps & { multiple: true });

const uidProblem = (id: string) =>
  isServiceId(id) ? undefined : "Not a uid (letters, digits, _ and - only)";

export function UserPicker({ multiple, placeholder = "Part of a name or uid", ...props }: UserPickerProps) {
  const common = { kind: "user", search: searchUsersAction, noun: "user", placeholder } as const;
  return multiple ? (
    <MultiPicker {...common} validate={uidProblem} {...(props as MultiPickerProps)} />
  ) : (
    <SinglePicker {...common} {...(props as SinglePickerProps)} />
  );
}
