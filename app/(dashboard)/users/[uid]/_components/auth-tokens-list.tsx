import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatSeconds } from "@/lib/format";
import type { AuthToken } from "@/lib/schemas/auth-tokens";
import { maskToken } from "../_lib/mask-token";

/**
 * The user's tokens, newest first. Rendered on the server and masked: a token signs its holder in as the
 * user, so the page shows only enough to tell tokens apart (the lookup checks a full token).
 */
export function AuthTokensList({ uid, tokens }: { uid: string; tokens: AuthToken[] }) {
  if (tokens.length === 0)
    return <p className="text-sm text-muted-foreground">This user has no auth tokens.</p>;
  return (
    <Table>
      <caption className="sr-only">Auth tokens of this user, masked</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Token (masked)</TableHead>
          <TableHead scope="col">Created (UTC)</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tokens.map((t, i) => (
          // Keys travel in the RSC payload: never the token itself.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static server output.
          <TableRow key={i}>
            <TableCell>
              <code className="font-mono text-xs">{maskToken(uid, t.authToken)}</code>
            </TableCell>
            <TableCell>{formatSeconds(t.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
