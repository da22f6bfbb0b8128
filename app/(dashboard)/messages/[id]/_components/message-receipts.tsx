import { PlainTable } from "@/components/plain-table";
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
          <PlainTable
            caption="Receipts per recipient"
            columns={["Recipient", "Delivered (UTC)", "Read (UTC)"]}
          >
            {rows.map(([uid, delivered, read]) => (
              <tr key={uid} className="border-b border-border/60">
                <td className="py-1 pr-3">{uid}</td>
                <td className="py-1 pr-3">{delivered ? formatSeconds(delivered) : "not yet"}</td>
                <td className="py-1">{read ? formatSeconds(read) : "not yet"}</td>
              </tr>
            ))}
          </PlainTable>
        )}
      </CardContent>
    </Card>
  );
}
