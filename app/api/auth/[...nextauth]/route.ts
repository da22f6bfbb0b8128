import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// Built per request so the options read the validated environment at run time, not at build time.
async function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(req as never, { params: await ctx.params } as never, authOptions());
}

export { handler as GET, handler as POST };
