"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { TypeToConfirmDialog } from "@/components/form/type-to-confirm-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import { planEraseAction, startEraseAction } from "@/lib/bulk/erase-actions";
import { userKeys } from "@/lib/query-keys";
import { type EraseUserValues, eraseUserInput } from "@/lib/schemas/bulk";
import { EraseDryRun } from "./erase-dry-run";

/**
 * "Erase": everything the service keeps about the user, then the user, as a bulk job with a receipt. Opening it
 * runs the dry run (refused below admin, which it says); the job starts once the uid is typed.
 */
export function EraseUserDialog({ uid }: { uid: string }) {
  const router = useRouter();
  // The browser's key for the start: a repeated request finds the job already there.
  const [jobId, setJobId] = useState(() => crypto.randomUUID());
  const { dialog, open } = useDialogForm({
    schema: eraseUserInput,
    action: (values) => startEraseAction({ ...values, id: jobId }),
    start: { uid, confirm: "" } satisfies EraseUserValues,
    onSaved: (r) => {
      toast.success(`The erasure of ${uid} started: ${r.rows.toLocaleString("en-US")} items.`);
      setJobId(crypto.randomUUID());
      router.push(`/jobs/${r.id}`);
    },
  });
  const plan = useQuery({
    queryKey: [...userKeys.detail(uid), "erase-plan"],
    queryFn: async () => unwrapAction(await planEraseAction({ uid })),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  return (
    <TypeToConfirmDialog
      {...dialog}
      trigger={
        <Button variant="outline" className="border-destructive text-destructive">
          Erase user…
        </Button>
      }
      title={`Erase ${uid} and everything about them?`}
      description={
        <>
          Unlike Delete user (the service's own delete of the user), this removes each thing the service keeps
          about <strong>{uid}</strong>, one by one as a bulk job you can follow and resume, then the user. The
          job ends with a receipt of what was removed, kept in the audit log.
        </>
      }
      word={uid}
      submitLabel="Erase user"
      pendingLabel="Starting…"
      lockedUntilTyped
      disabled={!plan.data}
    >
      {plan.isPending ? (
        <p role="status" className="text-sm">
          Dry run: reading what the service keeps of {uid}…
        </p>
      ) : plan.error ? (
        <p role="alert" className="text-sm text-destructive">
          {plan.error.message}
        </p>
      ) : (
        <EraseDryRun plan={plan.data} />
      )}
    </TypeToConfirmDialog>
  );
}
