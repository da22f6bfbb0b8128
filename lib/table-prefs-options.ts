/** Row densities and the default list preference, as plain values the browser's table kit uses. */
export const DENSITIES = ["comfortable", "compact"] as const;
export type Density = (typeof DENSITIES)[number];

export const DEFAULT_TABLE_PREF = { hidden: [] as string[], density: "comfortable" as Density };
