/**
 * The service's id rule for uids and guids, as plain values: the schemas build on it, and the browser's
 * pickers check typed ids with it without shipping zod.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const ID_MAX_LENGTH = 100;

export const isServiceId = (id: string) => id.length <= ID_MAX_LENGTH && ID_PATTERN.test(id);
