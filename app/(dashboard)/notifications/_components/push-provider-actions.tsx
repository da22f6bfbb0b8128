"use client";

import { useRouter } from "next/navigation";
import { ConfirmActionButton, useActionRun } from "@/components/confirm-action-button";
import { RowButton } from "@/components/row-button";
import { Badge } from "@/components/ui/badge";
import type { PushPlatform } from "@/lib/server/api/chat-notifications";
import { deletePushProviderAction, makeDefaultPushProviderAction } from "../_lib/actions";

export function PushProviderActions({
  platform,
  providerId,
  isDefault,
  only,
}: {
  platform: PushPlatform;
  providerId: string;
  isDefault: boolean;
  only: boolean;
}) {
  const router = useRouter();
  const { run: makeDefault, isPending: pending } = useActionRun({
    action: () => makeDefaultPushProviderAction({ platform, providerId }),
    successMessage: `${providerId} is now the default.`,
    errorMessage: "The default could not be changed.",
    onSuccess: () => router.refresh(),
  });
  return (
    <div className="flex items-center justify-end gap-2">
      {isDefault ? (
        <Badge variant="success">Default</Badge>
      ) : (
        <RowButton label="Make default" row={providerId} disabled={pending} onClick={makeDefault} />
      )}
      <ConfirmActionButton
        label="Delete"
        name={providerId}
        title={`Delete the provider ${providerId}?`}
        description={
          only
            ? "It is the only one of its kind: nothing is sent to these devices until another is added."
            : isDefault
              ? "It is the default: the oldest provider left becomes the default."
              : "Its credentials are removed from the service."
        }
        confirmLabel="Delete provider"
        action={() => deletePushProviderAction({ platform, providerId })}
        successMessage={`${providerId} was deleted.`}
        errorMessage="The provider could not be deleted."
        onSuccess={() => router.refresh()}
      />
    </div>
  );
}
