/** A message the browser may see; never a key, a secret or a stack. */
export class UserFacingError extends Error {}
