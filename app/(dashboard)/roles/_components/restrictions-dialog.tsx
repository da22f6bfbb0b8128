"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useActionRun } from "@/components/confirm-action-button";
import { EditDialog } from "@/components/form/edit-dialog";
import { QueryContent } from "@/components/query-content";
import { unwrapAction } from "@/lib/action-result";
import { ROLE_FEATURES } from "@/lib/inputs/roles-query";
import { roleKeys } from "@/lib/query-keys";
import { listRestrictionsAction, setRestrictionsAction } from "../_lib/actions";

export function RestrictionsDialog({ role }: { role: string }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Set<string>>();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: roleKeys.restrictions(role),
    queryFn: async () => unwrapAction(await listRestrictionsAction({ role })),
    enabled: open,
  });
  const shown = picked ?? new Set(current.data ?? []);
  const toggle = (key: string, on: boolean) => {
    const next = new Set(shown);
    if (on) next.add(key);
    else next.delete(key);
    setPicked(next);
  };
  const { run: save, isPending: saving } = useActionRun({
    action: () => setRestrictionsAction({ role, restricted: [...shown] }),
    successMessage: `Saved what ${role} may not do (${shown.size} features denied).`,
    errorMessage: "The restrictions could not be saved.",
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: roleKeys.restrictions(role) });
      setOpen(false);
      setPicked(undefined);
    },
  });
  return (
    <EditDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPicked(undefined);
      }}
      trigger="Features"
      triggerContext={`of ${role}`}
      title={`Features denied to ${role}`}
      description="A ticked feature is refused to this role's users in the apps."
      onSave={save}
      saving={saving}
      saveLabel="Save features"
      saveDisabled={current.isPending || Boolean(current.error)}
    >
      <QueryContent query={current}>
        {() => (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Denied features</legend>
            {Object.entries(ROLE_FEATURES).map(([key, f]) => (
              <label key={key} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4"
                  checked={shown.has(key)}
                  onChange={(e) => toggle(key, e.target.checked)}
                />
                <span>
                  <span className="font-medium">{f.title}</span>{" "}
                  <span className="text-muted-foreground">
                    {f.description} <code className="text-xs">{key}</code>
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </QueryContent>
    </EditDialog>
  );
}
