import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { currentAdmin } from "@/lib/auth/session";
import { emailSchema } from "@/lib/schemas/admins";
import { AuthCard } from "../_components/auth-card";
import { SignInForm } from "./_components/sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; invited?: string; reset?: string; email?: string }>;
}) {
  const { callbackUrl, invited, reset, email } = await searchParams;
  const landing = safeCallbackPath(callbackUrl);
  if (await currentAdmin()) redirect(landing);
  // A newly invited admin whose automatic sign-in did not go through finds their email filled in.
  const knownEmail = emailSchema.safeParse(email ?? "");
  return (
    <AuthCard title="Sign in">
      <p className="mb-6 text-sm text-muted-foreground">Chat and calling administration</p>
      {invited ? (
        <p role="status" className="mb-4 rounded-md border border-border bg-muted p-3 text-sm">
          Your account was created. Sign in with your email and the password you chose.
        </p>
      ) : null}
      {reset ? (
        <p role="status" className="mb-4 rounded-md border border-border bg-muted p-3 text-sm">
          Your new password is set. Sign in with it.
        </p>
      ) : null}
      <SignInForm callbackUrl={landing} email={knownEmail.success ? knownEmail.data : ""} />
    </AuthCard>
  );
}
