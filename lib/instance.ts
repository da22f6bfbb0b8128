import { randomUUID } from "node:crypto";
import { singleton } from "./singleton";

export const instanceId = (): string => singleton("instance-id", () => randomUUID());
