"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ConnectionSummary } from "@/lib/server/connections";
import { selectAppAction } from "../_lib/actions";

export function AppSwitcherSelect({
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
  return (
    <Select value={activeId} disabled={isPending} defaultOpen onValueChange={(id) => execute({ id })}>
      <SelectTrigger className="w-48 min-w-0 sm:w-60" aria-label="Active app">
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
  );
}
