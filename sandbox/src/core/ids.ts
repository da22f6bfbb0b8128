import { randomBytes } from "node:crypto";

export const hex = (bytes: number) => randomBytes(bytes).toString("hex");

export const newApiKey = () => hex(20);

export const newAuthToken = (uid: string, nowSec: number) => `${uid}_${nowSec}${hex(16)}`;

export const newSessionId = (region: string, appId: string, nowSec: number) =>
  `v1.${region}.${appId}.${nowSec}${hex(12)}`;
