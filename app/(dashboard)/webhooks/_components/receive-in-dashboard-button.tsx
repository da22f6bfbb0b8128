"use client";

import { Inbox } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { receiveInDashboardAction } from "../../events/_lib/receiver-actions";

export interface ReceiverCredentials {
  url: string;
  username: string;
  password: string;
}

export function ReceiveInDashboardButton({
  webhookId,
  onIssued,
}: {
  webhookId?: string;
  onIssued: (c: ReceiverCredentials) => void;
}) {
  const { execute, isPending } = useAction(receiveInDashboardAction, {
    onSuccess: ({ data }) => {
      if (!data) return;
      onIssued({ url: data.url, username: data.username, password: data.password });
      toast.success(`Filled in the receiver endpoint ${data.id}. Save the webhook to use it.`);
    },
    onError: ({ error }) => toast.error(error.serverError ?? "No receiver endpoint could be prepared."),
  });
  return (
    <Button
      type="button"
      variant="outline"
      disabled={isPending}
      onClick={() => execute({ webhookId: webhookId?.trim() || undefined })}
    >
      <Inbox aria-hidden className="size-4" />
      {isPending ? "Preparing…" : "Receive in this dashboard"}
    </Button>
  );
}
