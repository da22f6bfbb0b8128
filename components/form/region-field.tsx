"use client";

import type { FieldValues } from "react-hook-form";
import { SelectField } from "./select-field";
import type { FieldProps } from "./use-form-field";

const REGION_OPTIONS = [
  { value: "us", label: "US" },
  { value: "eu", label: "EU" },
  { value: "in", label: "India" },
];

/** An app's region, where the service hosts it: one of us, eu and in, under "Region" unless `label` says otherwise. */
export function RegionField<T extends FieldValues, O extends FieldValues>(
  p: Omit<FieldProps<T, O>, "label"> & { native?: boolean; label?: string },
) {
  return <SelectField<T, O> {...p} label={p.label ?? "Region"} options={REGION_OPTIONS} />;
}
