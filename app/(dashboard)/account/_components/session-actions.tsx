"use client";

import { useRouter } from "next/navigation";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { endOtherSessionsAction, endSessionAction } from "../_lib/actions";

export function EndSessionButton({ handle, device }: { handle: string; device: string }) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="End"
      name={`session on ${device}`}
      title="End this session?"
      description={`${device} is signed out at once; signing in there again needs the password.`}
      confirmLabel="End session"
      action={() => endSessionAction({ handle })}
      successMessage="Session ended."
      errorMessage="The session could not be ended."
      onSuccess={() => router.refresh()}
    />
  );
}

export function EndOtherSessionsButton({ others }: { others: number }) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Sign out everywhere else"
      name=""
      title={`Sign out of ${others} other session${others === 1 ? "" : "s"}?`}
      description="Every other browser and device signed in to your account is signed out at once. This one stays signed in."
      confirmLabel="Sign out everywhere else"
      disabled={others === 0}
      action={() => endOtherSessionsAction({})}
      successMessage={(d) => `Signed out of ${d?.ended ?? 0} other session(s).`}
      errorMessage="The other sessions could not be ended."
      onSuccess={() => router.refresh()}
    />
  );
}
