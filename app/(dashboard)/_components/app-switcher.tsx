"use client";

import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ConnectionSummary } from "@/lib/connections";
import { selectAppAction } from "../_lib/actions";

/** Chooses the app every page works on; the choice lives in an http-only cookie set by the server. */
export function AppSwitcher({
  connections,
  activeId,
  canManage,
}: {
  connections: ConnectionSummary[];
  activeId?: string;
  canManage: boolean;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { execute, isPending } = useAction(selectAppAction, {
    onSuccess: () => {
      queryClient.clear();
      router.refresh();
    },
    onError: ({ error }) => toast.error(error.serverError ?? "Could not switch app."),
  });
  const active = connections.find((c) => c.id === activeId);
  if (connections.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No app connected.{" "}
        {canManage ? (
          <Link className="font-medium text-primary underline" href="/apps">
            Add one
          </Link>
        ) : null}
      </p>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Select value={activeId} disabled={isPending} onValueChange={(id) => execute({ id })}>
        <SelectTrigger className="w-48 sm:w-60" aria-label="Active app">
          <SelectValue placeholder="Choose an app" />
        </SelectTrigger>
        <SelectContent>
          {connections.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.name} ({c.appId})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {active ? (
        <Badge variant="muted" title="Region of the active app">
          <span className="sr-only">Region </span>
          {active.region.toUpperCase()}
        </Badge>
      ) : null}
    </div>
  );
}
