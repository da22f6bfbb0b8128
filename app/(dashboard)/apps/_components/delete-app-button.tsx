"use client";

import { useRouter } from "next/navigation";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { deleteAppAction } from "../_lib/actions";

export function DeleteAppButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Remove"
      name={name}
      title={`Remove ${name}?`}
      description="The dashboard forgets this app and its stored keys. The app itself and its data stay on the service; you can add it again later."
      confirmLabel="Remove app"
      action={() => deleteAppAction({ id })}
      successMessage={`${name} was removed.`}
      errorMessage="Could not remove the app."
      onSuccess={() => router.refresh()}
    />
  );
}
