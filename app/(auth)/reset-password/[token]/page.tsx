import type { Metadata } from "next";
import { resetTarget } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { AuthCard, DeadLink } from "../../_components/auth-card";
import { ResetPasswordForm } from "./_components/reset-password-form";

export const metadata: Metadata = { title: "Set a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const target = await resetTarget(await getDb(), token);
  return (
    <AuthCard title="Set a new password">
      {target ? (
        <>
          <p className="mb-6 text-sm text-muted-foreground">
            For <strong className="text-foreground">{target.email}</strong>. Every session of the account ends
            when it is set.
          </p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <DeadLink href="/forgot-password" action="Ask for a new link">
          This link is not valid: it was already used or it expired. Ask for a new one.
        </DeadLink>
      )}
    </AuthCard>
  );
}
