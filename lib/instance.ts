import { randomUUID } from "node:crypto";
import { singleton } from "./singleton";

/** This process's id among the dashboard instances sharing a store (sync leases, live-feed origin). */
export const instanceId = (): string => singleton("instance-id", () => randomUUID());
