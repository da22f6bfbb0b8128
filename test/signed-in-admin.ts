// The session module as action tests mock it: vi.mock("@/lib/auth/session", () => import("@/test/signed-in-admin")).

export class AuthError extends Error {}

/** Admin a1 is signed in, whatever role the action asks for. */
export const requireAdmin = async () => ({ id: "a1", email: "admin@x.test", name: "A", role: "admin" });
