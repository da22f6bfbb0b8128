import { format } from "date-fns";
import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listAdmins } from "@/lib/auth/accounts";
import { guardPage } from "@/lib/auth/guard";
import { pendingInvitations } from "@/lib/auth/invitations";
import { ROLE_LABEL } from "@/lib/auth/roles";
import { getDb } from "@/lib/db";
import { AdminRowActions } from "./_components/admin-row-actions";
import { InviteDialog } from "./_components/invite-dialog";

export const metadata: Metadata = { title: "Admins" };

const day = (seconds: number) => format(new Date(seconds * 1000), "yyyy-MM-dd");

export default async function AdminsPage() {
  const me = await guardPage("owner");
  const db = await getDb();
  const [admins, invitations] = await Promise.all([listAdmins(db), pendingInvitations(db)]);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Admins</h1>
          <p className="text-sm text-muted-foreground">
            Who may sign in to this dashboard. Owners manage admins; admins manage apps, keys and webhooks;
            moderators manage users, groups and messages; viewers only read.
          </p>
        </div>
        <InviteDialog />
      </div>
      <section aria-labelledby="accounts-heading" className="flex flex-col gap-2">
        <h2 id="accounts-heading" className="text-lg font-semibold">
          Accounts
        </h2>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Since</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {admins.map((a) => (
              <TableRow key={a.id}>
                <TableCell className="font-medium">
                  {a.name}
                  {a.id === me.id ? <span className="text-muted-foreground"> (you)</span> : null}
                </TableCell>
                <TableCell>{a.email}</TableCell>
                <TableCell>{ROLE_LABEL[a.role]}</TableCell>
                <TableCell>
                  {a.disabled_at ? (
                    <Badge variant="danger">Disabled</Badge>
                  ) : (
                    <Badge variant="success">Active</Badge>
                  )}
                </TableCell>
                <TableCell>{day(Number(a.created_at))}</TableCell>
                <TableCell className="text-right">
                  {a.id === me.id ? null : (
                    <AdminRowActions
                      id={a.id}
                      name={a.name}
                      role={a.role}
                      disabled={Boolean(a.disabled_at)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
      <section aria-labelledby="invitations-heading" className="flex flex-col gap-2">
        <h2 id="invitations-heading" className="text-lg font-semibold">
          Open invitations
        </h2>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No invitation is waiting to be accepted.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Invited</TableHead>
                <TableHead>Expires</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invitations.map((i) => (
                <TableRow key={`${i.email}-${i.created_at}`}>
                  <TableCell>{i.email}</TableCell>
                  <TableCell>{ROLE_LABEL[i.role]}</TableCell>
                  <TableCell>{day(Number(i.created_at))}</TableCell>
                  <TableCell>{day(Number(i.expires_at))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  );
}
