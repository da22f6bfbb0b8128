import type { Metadata } from "next";
import { openInvitation } from "@/lib/auth/invitations";
import { ROLE_LABEL } from "@/lib/auth/roles";
import { getDb } from "@/lib/db";
import { AuthCard, DeadLink } from "../../_components/auth-card";
import { AcceptInviteForm } from "./_components/accept-invite-form";

export const metadata: Metadata = { title: "Accept invitation", referrer: "no-referrer" };

export default async function AcceptInvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await openInvitation(await getDb(), token);
  return (
    <AuthCard title="Accept invitation">
      {invitation ? (
        <>
          <p className="mb-6 text-sm text-muted-foreground">
            You are invited as {ROLE_LABEL[invitation.role].toLowerCase()} with the email{" "}
            <strong className="text-foreground">{invitation.email}</strong>. Choose your name and a password.
          </p>
          <AcceptInviteForm token={token} />
        </>
      ) : (
        <DeadLink href="/sign-in" action="Go to sign in">
          This invitation link is not valid: it was already used, it expired, or it was replaced by a newer
          one. Ask an owner of the dashboard for a new link.
        </DeadLink>
      )}
    </AuthCard>
  );
}
