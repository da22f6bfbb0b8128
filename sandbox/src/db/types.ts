import type Database from "better-sqlite3";

/** A connection to the sandbox's store. */
export type Db = Database.Database;
