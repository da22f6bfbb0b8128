"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { validationMessages } from "@/lib/action-result";
import { webhookKeys } from "@/lib/query-keys";
import { redeliverDeliveryAction } from "../../_lib/actions";

export const DISABLED_HINT = "The webhook is disabled: enable it to send its deliveries again.";

/** A failed delivery's row action: send it again now, through the service's delivery worker. */
export function RedeliverDeliveryButton({
  webhookId,
  deliveryId,
  disabled = false,
}: {
  webhookId: string;
  deliveryId: string;
  disabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.detail(webhookId) });
  const { execute, isPending } = useAction(redeliverDeliveryAction, {
    onSuccess: () => {
      toast.success(`Delivery ${deliveryId} is being sent again.`);
      void refresh();
    },
    onError: ({ error }) => {
      toast.error(
        error.serverError ??
          (validationMessages(error.validationErrors).join(" ") || "The delivery was not sent again."),
      );
      void refresh();
    },
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled || isPending}
      title={disabled ? DISABLED_HINT : undefined}
      onClick={() => execute({ webhookId, deliveryId })}
    >
      {isPending ? "Redelivering…" : "Redeliver"}
      <span className="sr-only"> delivery {deliveryId}</span>
    </Button>
  );
}
