import { randomBytes } from "node:crypto";

export const hex = (bytes: number) => randomBytes(bytes).toString("hex");

/** A REST API key: 40 hex characters. */
export const newApiKey = () => hex(20);

/** Auth token form: `<uid>_<10-digit seconds><hex>`. */
export const newAuthToken = (uid: string, nowSec: number) => `${uid}_${nowSec}${hex(16)}`;

/** Call session id form: `v1.<region>.<appId>.<10-digit seconds><hex>`. */
export const newSessionId = (region: string, appId: string, nowSec: number) =>
  `v1.${region}.${appId}.${nowSec}${hex(12)}`;
