"use client";

import { searchGroupsAction } from "@/lib/pickers/actions";
import { IdPicker, type IdPickerProps } from "./id-picker";

export function GroupPicker(props: IdPickerProps) {
  return <IdPicker kind="group" search={searchGroupsAction} idName="guid" {...props} />;
}
