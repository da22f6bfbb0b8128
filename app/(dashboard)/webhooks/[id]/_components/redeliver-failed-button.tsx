"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmContent } from "@/components/confirm-action-button";
import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import { webhookKeys } from "@/lib/query-keys";
import { listDeliveriesAction, redeliverFailedAction } from "../../_lib/actions";
import { DISABLED_HINT } from "./redeliver-delivery-button";

const deliveries = (n: number) => `${n} failed ${n === 1 ? "delivery" : "deliveries"}`;

async function fetchFailedCount(webhookId: string): Promise<number> {
  const res = unwrapAction(await listDeliveriesAction({ webhookId, page: 1, perPage: 1, state: "failed" }));
  return res.available ? res.page.meta.pagination.total : 0;
}

/** Sends every failed delivery again, after a confirmation that says how many and where to. */
export function RedeliverFailedButton({
  webhookId,
  webhookURL,
  retryOnFailure,
  enabled,
  initialFailed,
}: {
  webhookId: string;
  webhookURL: string;
  retryOnFailure: boolean;
  enabled: boolean;
  initialFailed: number;
}) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const { data: failed = 0 } = useQuery({
    queryKey: webhookKeys.failedCount(webhookId),
    queryFn: () => fetchFailedCount(webhookId),
    initialData: initialFailed,
  });
  const run = async () => {
    setRunning(true);
    try {
      const res = await redeliverFailedAction({ webhookId });
      if (res?.serverError || res?.validationErrors || !res?.data) {
        toast.error(res?.serverError ?? "The failed deliveries were not sent again.");
        return;
      }
      if (res.data.redelivered) toast.success(res.data.message);
      else toast.info(res.data.message);
    } catch {
      toast.error("The failed deliveries were not sent again.");
    } finally {
      setRunning(false);
      await queryClient.invalidateQueries({ queryKey: webhookKeys.detail(webhookId) });
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          disabled={failed === 0 || running || !enabled}
          title={!enabled ? DISABLED_HINT : failed ? undefined : "No delivery has failed."}
        >
          <RotateCw aria-hidden className="size-4" />
          {running ? "Redelivering…" : failed ? `Redeliver failed (${failed})` : "Redeliver failed"}
        </Button>
      </AlertDialogTrigger>
      <ConfirmContent
        title={`Redeliver ${deliveries(failed)}?`}
        description={
          <>
            Each is sent again now, as it was first sent, to{" "}
            <span className="break-all font-mono">{webhookURL}</span> with the webhook&apos;s current Basic
            auth if it uses one{retryOnFailure ? ", and retried after 10 s and 30 s if it fails" : ""}. A
            receiver that took an event whose answer was lost gets it twice: it should ignore what it already
            handled.
          </>
        }
        confirmLabel={`Redeliver ${deliveries(failed)}`}
        variant="default"
        onConfirm={run}
      />
    </AlertDialog>
  );
}
