import type { Role } from "../db/types";

declare module "next-auth" {
  interface Session {
    user: { id: string; email?: string | null; name?: string | null; role: Role };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: Role;
    /** Unix seconds of the sign-in; the session ends DASHBOARD_SESSION_HOURS later. */
    signedInAt?: number;
    /** The session's row in the store; revoking it ends the session. */
    sid?: string;
  }
}
