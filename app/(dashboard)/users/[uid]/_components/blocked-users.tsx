import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { User } from "@/lib/schemas/users";

/** The active users this user has blocked, most recently blocked first. */
export function BlockedUsers({ users }: { users: User[] }) {
  if (users.length === 0)
    return <p className="text-sm text-muted-foreground">This user has blocked no one.</p>;
  return (
    <Table>
      <caption className="sr-only">Users blocked by this user</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">UID</TableHead>
          <TableHead scope="col">Name</TableHead>
          <TableHead scope="col">Blocked them back</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.uid}>
            <TableCell>
              <Link
                href={`/users/${encodeURIComponent(u.uid)}`}
                className="underline-offset-4 hover:underline"
              >
                {u.uid}
              </Link>
            </TableCell>
            <TableCell>{u.name}</TableCell>
            <TableCell>{u.hasBlockedMe ? "Yes" : "No"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
