"use client";

import { searchUsersAction } from "@/lib/pickers/actions";
import { IdPicker, type IdPickerProps } from "./id-picker";

export function UserPicker(props: IdPickerProps) {
  return <IdPicker kind="user" search={searchUsersAction} idName="uid" {...props} />;
}
