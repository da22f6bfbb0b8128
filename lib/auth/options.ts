import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { persistentSecret } from "../crypto";
import { getDb } from "../db";
import type { Role } from "../db/types";
import { env } from "../env";
import { SECOND_FACTOR_NEEDED } from "../schemas/admins";
import { checkCredentials, emailSchema } from "./admins";
import { clientIp } from "./client-ip";
import { createSession, revokeSession, sessionAdmin } from "./sessions";
import { reserveSignIn } from "./sign-in-limit";
import { secondFactorValid } from "./two-factor";

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
          code: { label: "Code", type: "text" },
        },
        async authorize(credentials, req) {
          const email = emailSchema.safeParse(credentials?.email ?? "");
          const password = credentials?.password ?? "";
          if (!email.success || !password) return null;
          const db = await getDb();
          const ip = clientIp(req?.headers, e.DASHBOARD_TRUSTED_PROXIES);
          const ticket = await reserveSignIn(db, email.data, ip);
          if (!ticket.allowed) {
            throw new Error("Too many failed sign-in attempts. Wait 15 minutes and try again.");
          }
          if (ticket.delayMs) await new Promise((r) => setTimeout(r, ticket.delayMs));
          const admin = await checkCredentials(email.data, password);
          if (admin?.totp_enabled_at) {
            const code = credentials?.code?.trim();
            if (!code) {
              // The password was right; the code is asked for next, and the attempt is not a failure.
              await ticket.settle(true);
              throw new Error(SECOND_FACTOR_NEEDED);
            }
            if (!(await secondFactorValid(db, admin.id, code))) {
              await ticket.settle(false);
              throw new Error(
                "That code is not right, or was used already. Enter the next one from your app, or a recovery code.",
              );
            }
          }
          await ticket.settle(Boolean(admin));
          if (!admin) return null;
          const userAgent = req?.headers?.["user-agent"];
          const sessionId = await createSession(db, {
            adminId: admin.id,
            userAgent: typeof userAgent === "string" ? userAgent : "",
            ip,
          });
          return { id: admin.id, email: admin.email, name: admin.name, role: admin.role, sessionId };
        },
      }),
    ],
    events: {
      async signOut({ token }) {
        if (token?.sid && token.sub) await revokeSession(await getDb(), token.sub, token.sid);
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        const now = Math.floor(Date.now() / 1000);
        if (user) {
          const signedIn = user as { role?: Role; sessionId?: string };
          token.role = signedIn.role;
          token.sid = signedIn.sessionId;
          token.signedInAt = now;
          return token;
        }
        // next-auth slides the cookie's expiry on use; the session must end a fixed time after sign-in.
        if (!token.signedInAt || now - token.signedInAt > e.DASHBOARD_SESSION_HOURS * 3600) return {};
        // A revoked session, or a disabled account, is no session; the role is the store's current one.
        const admin =
          token.sid && token.sub ? await sessionAdmin(await getDb(), token.sid, token.sub) : undefined;
        if (!admin) return {};
        token.role = admin.role;
        return token;
      },
      session({ session, token }) {
        if (!token.sub) return {} as typeof session;
        if (session.user) {
          session.user.id = token.sub ?? "";
          session.user.role = token.role as Role;
        }
        return session;
      },
    },
  };
}
