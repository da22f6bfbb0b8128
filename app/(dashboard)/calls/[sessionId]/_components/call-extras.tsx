import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CallDetail } from "@/lib/schemas/calls";

export function CallExtras({ call }: { call: CallDetail }) {
  const tags = call.tags ?? [];
  const meta = call.metaData ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tags and metaData</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <h3 className="mb-1 text-xs text-muted-foreground">tags</h3>
          {tags.length === 0 ? (
            <p className="text-sm text-muted-foreground">No tags.</p>
          ) : (
            <ul className="flex flex-wrap gap-1">
              {tags.map((t) => (
                <li key={String(t)}>
                  <Badge variant="muted">{String(t)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="mb-1 text-xs text-muted-foreground">metaData</h3>
          {meta.length === 0 ? (
            <p className="text-sm text-muted-foreground">No metaData.</p>
          ) : (
            <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs">
              {JSON.stringify(meta, null, 2)}
            </pre>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
