import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHeadings, TableRow } from "@/components/ui/table";
import { describeDevice } from "@/lib/auth/device";
import { guardPage } from "@/lib/auth/guard";
import { ROLE_LABEL } from "@/lib/auth/roles";
import { activeSessions } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db";
import { formatAgo, formatSecondsUtc } from "@/lib/format";
import { EndOtherSessionsButton, EndSessionButton } from "./_components/session-actions";

export const metadata: Metadata = { title: "Your account" };

// "3 hours ago", with the time itself (the product's one format, UTC) a hover away.
function Ago({ seconds }: { seconds: number }) {
  return (
    <time dateTime={new Date(seconds * 1000).toISOString()} title={formatSecondsUtc(seconds)}>
      {formatAgo(seconds)}
    </time>
  );
}

export default async function AccountPage() {
  const me = await guardPage("viewer");
  const sessions = await activeSessions(await getDb(), me.id);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title="Your account">
        {me.name} · {me.email} · {ROLE_LABEL[me.role]}
      </PageHeader>
      <section aria-labelledby="sessions-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="sessions-heading" className="text-lg font-semibold">
              Active sessions
            </h2>
            <p className="text-sm text-muted-foreground">
              Where your account is signed in. End a session you don&apos;t recognise; it stops working at
              once.
            </p>
          </div>
          <EndOtherSessionsButton others={sessions.filter((s) => s.id !== me.sessionId).length} />
        </div>
        <Table aria-labelledby="sessions-heading">
          <TableHeadings headings={["Device", "Address", "Signed in", "Last seen"]} />
          <TableBody>
            {sessions.map((s) => {
              const device = describeDevice(s.userAgent);
              return (
                <TableRow key={s.handle}>
                  <TableCell className="font-medium">{device}</TableCell>
                  <TableCell>{s.ip}</TableCell>
                  <TableCell>
                    <Ago seconds={s.createdAt} />
                  </TableCell>
                  <TableCell>
                    <Ago seconds={s.lastSeenAt} />
                  </TableCell>
                  <TableCell className="text-right">
                    {s.id === me.sessionId ? (
                      <Badge variant="success">This device</Badge>
                    ) : (
                      <EndSessionButton handle={s.handle} device={device} />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </section>
    </div>
  );
}
