"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { toast } from "sonner";
import { Switch } from "@/components/ui/switch";
import { validationMessages } from "@/lib/action-result";
import { toggleWebhookAction } from "../_lib/actions";

export function WebhookEnabledSwitch({ id, name, enabled }: { id: string; name: string; enabled: boolean }) {
  const router = useRouter();
  const [checked, setChecked] = useState(enabled);
  const { execute, isPending } = useAction(toggleWebhookAction, {
    onSuccess: ({ data }) => {
      toast.success(`${name} is ${data?.enabled ? "enabled" : "disabled"}.`);
      router.refresh();
    },
    onError: ({ error }) => {
      setChecked(enabled);
      toast.error(
        error.serverError ??
          (validationMessages(error.validationErrors).join(" ") || "The webhook was not changed."),
      );
    },
  });
  return (
    <Switch
      checked={checked}
      disabled={isPending}
      aria-label={`${name} enabled`}
      onCheckedChange={(next) => {
        setChecked(next);
        execute({ id, enabled: next });
      }}
    />
  );
}
