"use client";

import { isServiceId } from "@/lib/ids";
import { MultiPicker, type MultiPickerProps } from "./multi-picker";
import { SinglePicker, type SinglePickerProps } from "./single-picker";
import type { PickerSearch } from "./use-suggestions";

export type IdPickerProps =
  | (SinglePickerProps & { multiple?: false })
  | (MultiPickerProps & { multiple: true });

/**
 * Picks one, or with `multiple` several, of the service's users or groups, found by part of their name or id
 * (`idName`: uid or guid); an id typed into the several-picker is checked before it is taken.
 */
export function IdPicker({
  kind,
  search,
  idName,
  multiple,
  placeholder = `Part of a name or ${idName}`,
  ...props
}: IdPickerProps & { kind: "user" | "group"; search: PickerSearch; idName: "uid" | "guid" }) {
  const common = { kind, search, noun: kind, placeholder };
  const validate = (id: string) =>
    isServiceId(id) ? undefined : `Not a ${idName} (letters, digits, _ and - only)`;
  return multiple ? (
    <MultiPicker {...common} validate={validate} {...(props as MultiPickerProps)} />
  ) : (
    <SinglePicker {...common} {...(props as SinglePickerProps)} />
  );
}
