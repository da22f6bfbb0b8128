import type { Metadata } from "next";
import { isServiceError } from "@/lib/api/errors";
import { listCollaborators } from "@/lib/api/mgmt-team";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import type { Collaborator } from "@/lib/schemas/apps";
import { ManagementRequired } from "../_components/management-required";
import { InviteTeamMemberDialog } from "./_components/team-dialog";
import { TeamTable } from "./_components/team-table";

export const metadata: Metadata = { title: "Team" };

export default async function TeamPage() {
  await guardPage("admin");
  const active = await activeConnection();
  let team: Collaborator[] | undefined;
  let error: string | undefined;
  if (active?.hasManagement) {
    try {
      team = await listCollaborators(active.conn);
    } catch (e) {
      if (!isServiceError(e)) throw e;
      error = `${e.message} (${e.code})`;
    }
  }
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Team</h1>
          <p className="text-sm text-muted-foreground">
            Who may work on this app in the service's own dashboard, with their role there. (Who may use this
            dashboard is under Admins.) Times are UTC.
          </p>
        </div>
        {team ? <InviteTeamMemberDialog /> : null}
      </div>
      {!active?.hasManagement ? (
        <ManagementRequired what="The team" connected={Boolean(active)} />
      ) : error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          The team could not be loaded: {error}
        </p>
      ) : (
        <TeamTable initial={team ?? []} />
      )}
    </div>
  );
}
