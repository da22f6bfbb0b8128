import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatSeconds } from "@/lib/format";
import type { Message } from "@/lib/schemas/messages";

// `[uid, deliveredAt, readAt]`; 0 means not yet.
export function MessageReceipts({ message }: { message: Message }) {
  const rows = message.receipts?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Receipts</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No receipts: no recipient has confirmed delivery or reading.
          </p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Receipts per recipient</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Recipient
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Delivered (UTC)
                </th>
                <th scope="col" className="py-1 font-medium">
                  Read (UTC)
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([uid, delivered, read]) => (
                <tr key={uid} className="border-b border-border/60">
                  <td className="py-1 pr-3">{uid}</td>
                  <td className="py-1 pr-3">{delivered ? formatSeconds(delivered) : "not yet"}</td>
                  <td className="py-1">{read ? formatSeconds(read) : "not yet"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
