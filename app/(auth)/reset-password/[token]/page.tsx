import type { Metadata } from "next";
import Link from "next/link";
import { resetTarget } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { ResetPasswordForm } from "./_components/reset-password-form";

export const metadata: Metadata = { title: "Set a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const target = await resetTarget(await getDb(), token);
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-6 shadow-sm">
        <h1 className="mb-1 text-xl font-semibold">Set a new password</h1>
        {target ? (
          <>
            <p className="mb-6 text-sm text-muted-foreground">
              For <strong className="text-foreground">{target.email}</strong>. Every session of the account
              ends when it is set.
            </p>
            <ResetPasswordForm token={token} />
          </>
        ) : (
          <div role="alert" className="flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">
              This link is not valid: it was already used or it expired. Ask for a new one.
            </p>
            <Link className="text-sm font-medium text-primary underline" href="/forgot-password">
              Ask for a new link
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
