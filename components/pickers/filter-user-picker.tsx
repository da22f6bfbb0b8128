"use client";

import type { FilterTextProps } from "@/components/filters/filter-text";
import { FilterPicker } from "./filter-picker";

export function FilterUserPicker(props: FilterTextProps) {
  return <FilterPicker picker="user" {...props} />;
}
