"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import type { ConnectionSummary } from "@/lib/connections";
import { selectAppAction } from "../_lib/actions";

export function AppSwitcher({
  connections,
  activeId,
}: {
  connections: ConnectionSummary[];
  activeId?: string;
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
  if (connections.length === 0) {
    return <p className="text-xs text-muted-foreground">No app connected</p>;
  }
  return (
    <label className="flex flex-col gap-1 text-xs text-muted-foreground">
      App and region
      <select
        className="h-9 rounded-md border border-border bg-background px-2 text-sm text-foreground"
        value={activeId}
        disabled={isPending}
        onChange={(e) => execute({ id: e.target.value })}
      >
        {connections.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} · {c.region.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
