import type { Db } from "../types";

/** One change of the store: run once, in a transaction, and recorded in `schema_migrations` under its version. */
export interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
}
