/** Plain values, so the browser's pickers check typed ids without shipping zod. */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const ID_MAX_LENGTH = 100;

export const isServiceId = (id: string) => id.length <= ID_MAX_LENGTH && ID_PATTERN.test(id);
