"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { Button } from "@/components/ui/button";
import type { Extension } from "@/lib/schemas/apps";
import { toggleExtensionAction } from "../_lib/actions";

/**
 * Turns an extension on at once, or off after confirming; toasts name it as the list does (the service's
 * own answer names it by id).
 */
export function ExtensionToggle({
  extension: e,
}: {
  extension: Pick<Extension, "id" | "name" | "isActive">;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  if (e.isActive) {
    return (
      <ConfirmActionButton
        label="Turn off"
        name={e.name}
        title={`Turn ${e.name} off?`}
        description="The service stops running it for this app's messages at once; its settings are kept."
        confirmLabel="Turn off"
        action={async () => {
          const res = await toggleExtensionAction({ id: e.id, enabled: false });
          return res?.serverError ? { ...res, serverError: failed(e.name, "off", res.serverError) } : res;
        }}
        successMessage={`${e.name} is off.`}
        errorMessage={failed(e.name, "off")}
        onSuccess={() => router.refresh()}
      />
    );
  }
  const enable = async () => {
    setPending(true);
    try {
      const res = await toggleExtensionAction({ id: e.id, enabled: true });
      if (res?.data) {
        toast.success(`${e.name} is on.`);
        router.refresh();
      } else toast.error(failed(e.name, "on", res?.serverError));
    } catch {
      toast.error(failed(e.name, "on"));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="sm" onClick={enable} disabled={pending} aria-label={`Turn on ${e.name}`}>
      {pending ? "Turning on…" : "Turn on"}
    </Button>
  );
}

const failed = (name: string, state: "on" | "off", reason?: string) =>
  `${name} could not be turned ${state}${reason ? `: ${reason}` : "."}`;
