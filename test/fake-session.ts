import type * as Session from "@/lib/auth/session";
import type { Role } from "@/lib/db/types";

type SignedIn = Pick<Session.Admin, "role"> & Partial<Session.Admin>;

/** The admin signed in as `who`, with the id a1 and the session s1 unless given. */
export const adminAs = (who: SignedIn) => ({ id: "a1", sessionId: "s1", ...who }) as Session.Admin;

const RANK: Record<Role, number> = { viewer: 0, moderator: 1, admin: 2, owner: 3 };

/**
 * The session module with requireAdmin answering `signedIn()` (undefined: signed out; see adminAs) and refusing below a role
 * with the real AuthError and its sentences, for `vi.mock("@/lib/auth/session", …)`; `asked` hears each role asked for.
 */
export function fakeSession(
  real: typeof Session,
  signedIn: () => SignedIn | undefined,
  asked?: (min: Role) => void,
): typeof Session {
  const requireAdmin = async (min: Role = "viewer") => {
    asked?.(min);
    const who = signedIn();
    const admin = who && adminAs(who);
    if (!admin) throw new real.AuthError("unauthenticated", "Sign in to continue.");
    if (RANK[admin.role] < RANK[min]) {
      throw new real.AuthError("forbidden", `This needs the ${min} role or higher.`, admin);
    }
    return admin;
  };
  return { ...real, requireAdmin };
}
