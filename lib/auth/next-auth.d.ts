import type { Role } from "../db/types";

declare module "next-auth" {
  interface Session {
    user: { id: string; email?: string | null; name?: string | null; role: Role };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: Role;
    signedInAt?: number;
    sid?: string;
  }
}
