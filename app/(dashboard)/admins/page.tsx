import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { PageSection } from "@/components/section/page-section";
import { listAdmins } from "@/lib/auth/accounts";
import { guardPage } from "@/lib/auth/guard";
import { pendingInvitations } from "@/lib/auth/invitations";
import { getDb } from "@/lib/db";
import { adminFilters } from "@/lib/inputs/admins-query";
import { twoFactorRequired } from "@/lib/settings";
import { AdminsTable } from "./_components/admins-table";
import { InvitationsTable } from "./_components/invitations-table";
import { InviteDialog } from "./_components/invite-dialog";
import { TwoFactorPolicy } from "./_components/two-factor-policy";
import { loadAdminsSearchParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Admins" };

export default async function AdminsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const me = await guardPage("owner");
  const db = await getDb();
  const params = adminFilters.toQuery(loadAdminsSearchParams(await searchParams));
  const [initialPage, invitations, required] = await Promise.all([
    listAdmins(db, params),
    pendingInvitations(db),
    twoFactorRequired(db),
  ]);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title="Admins" actions={<InviteDialog />}>
        Who may sign in to this dashboard. Owners manage admins; admins manage apps, keys and webhooks;
        moderators manage users, groups and messages; viewers only read.
      </PageHeader>
      <TwoFactorPolicy required={required} />
      <PageSection id="accounts" title="Accounts" className="gap-2">
        <AdminsTable meId={me.id} initialParams={params} initialPage={initialPage} />
      </PageSection>
      <PageSection id="invitations" title="Open invitations" className="gap-2">
        <InvitationsTable invitations={invitations} />
      </PageSection>
    </div>
  );
}
