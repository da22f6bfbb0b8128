import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { RowIssue } from "@/lib/import/validate";

/** Refused rows of one file: the row number in the file, its id, the field and why. */
export function RowIssues({
  caption,
  issues,
  more = 0,
}: {
  caption: string;
  issues: readonly RowIssue[];
  more?: number;
}) {
  if (issues.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <Table aria-label={caption}>
        <TableHeader>
          <TableRow>
            {["Row", "Id", "Field", "Why"].map((h) => (
              <TableHead key={h}>{h}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {issues.map((i) => (
            <TableRow key={`${i.row}-${i.field}-${i.message}`}>
              <TableCell className="tabular-nums">{i.row}</TableCell>
              <TableCell className="break-all">{i.id ?? "—"}</TableCell>
              <TableCell>
                <code className="text-xs">{i.field}</code>
              </TableCell>
              <TableCell className="whitespace-normal">{i.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more > 0 ? (
        <p className="text-sm text-muted-foreground">And {more.toLocaleString("en-US")} more.</p>
      ) : null}
    </div>
  );
}
