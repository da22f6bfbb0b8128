export const DENSITIES = ["comfortable", "compact"] as const;
export type Density = (typeof DENSITIES)[number];

export const DEFAULT_TABLE_PREF = { hidden: [] as string[], density: "comfortable" as Density };
