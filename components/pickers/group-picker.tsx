"use client";

import { isServiceId } from "@/lib/ids";
import { searchGroupsAction } from "@/lib/pickers/actions";
import { MultiPicker, type MultiPickerProps } from "./multi-picker";
import { SinglePicker, type SinglePickerProps } from "./single-picker";

export type GroupPickerProps =
  | (SinglePickerProps & { multiple?: false })
  | (MultiPickerProps & { multiple: true });

const guidProblem = (id: string) =>
  isServiceId(id) ? undefined : "Not a guid (letters, digits, _ and - only)";

export function GroupPicker({
  multiple,
  placeholder = "Part of a name or guid",
  ...props
}: GroupPickerProps) {
  const common = { kind: "group", search: searchGroupsAction, noun: "group", placeholder } as const;
  return multiple ? (
    <MultiPicker {...common} validate={guidProblem} {...(props as MultiPickerProps)} />
  ) : (
    <SinglePicker {...common} {...(props as SinglePickerProps)} />
  );
}
