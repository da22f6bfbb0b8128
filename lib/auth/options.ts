import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { persistentSecret } from "../crypto";
import { getDb } from "../db";
import type { Role } from "../db/types";
import { env } from "../env";
import { checkCredentials, emailSchema } from "./admins";
import { clientIp } from "./client-ip";
import { recordSignIn, signInLocked } from "./sign-in-limit";

/** next-auth configuration: email + password against the dashboard's own admins, JWT sessions that expire. */
export function authOptions(): NextAuthOptions {
  const e = env();
  return {
    secret: persistentSecret("nextauth", e.NEXTAUTH_SECRET),
    session: { strategy: "jwt", maxAge: e.DASHBOARD_SESSION_HOURS * 3600 },
    pages: { signIn: "/sign-in" },
    providers: [
      Credentials({
        name: "Email and password",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, req) {
          const email = emailSchema.safeParse(credentials?.email ?? "");
          const password = credentials?.password ?? "";
          if (!email.success || !password) return null;
          const db = await getDb();
          const ip = clientIp(req?.headers, e.DASHBOARD_TRUSTED_PROXIES);
          if (await signInLocked(db, email.data, ip)) {
            throw new Error("Too many failed sign-in attempts. Wait 15 minutes and try again.");
          }
          const admin = await checkCredentials(email.data, password);
          await recordSignIn(db, email.data, ip, Boolean(admin));
          if (!admin) return null;
          return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        const now = Math.floor(Date.now() / 1000);
        if (user) {
          token.role = (user as { role?: Role }).role;
          token.signedInAt = now;
        }
        // next-auth slides the cookie's expiry on use; this makes the session end a fixed time after sign-in.
        if (!token.signedInAt || now - token.signedInAt > e.DASHBOARD_SESSION_HOURS * 3600) return {};
        return token;
      },
      session({ session, token }) {
        if (session.user) {
          session.user.id = token.sub ?? "";
          session.user.role = token.role as Role;
        }
        return session;
      },
    },
  };
}
