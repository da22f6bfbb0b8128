import type { Metadata } from "next";
import Link from "next/link";
import { openInvitation } from "@/lib/auth/invitations";
import { ROLE_LABEL } from "@/lib/auth/roles";
import { getDb } from "@/lib/db";
import { AcceptInviteForm } from "./_components/accept-invite-form";

export const metadata: Metadata = { title: "Accept invitation", referrer: "no-referrer" };

export default async function AcceptInvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await openInvitation(await getDb(), token);
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-card p-6 shadow-sm">
        <h1 className="mb-1 text-xl font-semibold">Accept invitation</h1>
        {invitation ? (
          <>
            <p className="mb-6 text-sm text-muted-foreground">
              You are invited as {ROLE_LABEL[invitation.role].toLowerCase()} with the email{" "}
              <strong className="text-foreground">{invitation.email}</strong>. Choose your name and a
              password.
            </p>
            <AcceptInviteForm token={token} />
          </>
        ) : (
          <div role="alert" className="flex flex-col gap-4">
            <p className="text-sm text-muted-foreground">
              This invitation link is not valid: it was already used, it expired, or it was replaced by a
              newer one. Ask an owner of the dashboard for a new link.
            </p>
            <Link className="text-sm font-medium text-primary underline" href="/sign-in">
              Go to sign in
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
