import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import * as appsContract from "@/lib/contract/apps";
import { call } from "@/lib/server/api/call";
import { ManagementUnavailable } from "../_components/management-required";
import { loadFromManagement } from "../_lib/management-load";
import { InviteTeamMemberDialog } from "./_components/team-dialog";
import { TeamTable } from "./_components/team-table";

export const metadata: Metadata = { title: "Team" };

export default async function TeamPage() {
  await guardPage("admin");
  // The whole team comes in one answer.
  const load = await loadFromManagement(
    async (active) =>
      (await call(active.conn, appsContract.listCollaborators, { params: { appId: active.conn.appId } }))
        .data,
  );
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader title="Team" actions={load.state === "loaded" ? <InviteTeamMemberDialog /> : null}>
        Who may work on this app in the service's own dashboard, with their role there. (Who may use this
        dashboard is under Admins.) Times are UTC.
      </PageHeader>
      {load.state === "loaded" ? (
        <TeamTable initial={load.data} />
      ) : (
        <ManagementUnavailable what="The team" load={load} />
      )}
    </div>
  );
}
