"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { CopyButton } from "@/components/copy-button";
import { StackedForm } from "@/components/form/stacked-form";
import { SecretField, TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { confirmTotpInput, disableTotpInput } from "@/lib/schemas/admins";
import { confirmTwoFactorAction, disableTwoFactorAction, startTwoFactorAction } from "../../_lib/actions";

interface Enrolment {
  secret: string;
  uri: string;
  qrDataUrl: string;
}

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [codes, setCodes] = useState<string[]>();
  const [starting, setStarting] = useState(false);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />;
  if (enabled) return <DisableForm onDone={() => router.refresh()} />;
  if (enrolment) {
    return (
      <ConfirmForm
        enrolment={enrolment}
        onDone={(recovery) => {
          setEnrolment(undefined);
          setCodes(recovery);
          router.refresh();
        }}
      />
    );
  }
  const start = async () => {
    setStarting(true);
    const res = await startTwoFactorAction({}).finally(() => setStarting(false));
    if (res?.data) return setEnrolment(res.data);
    toast.error(res?.serverError ?? "Two-factor sign-in could not be started.");
    // Refused when it was turned on meanwhile (in another tab, say): the page then offers turning it off.
    router.refresh();
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">
        Off. With it on, signing in asks for a code from an authenticator app (1Password, Google
        Authenticator, Authy, …) after your password.
      </p>
      <Button onClick={start} disabled={starting}>
        {starting ? "Starting…" : "Set up two-factor sign-in"}
      </Button>
    </div>
  );
}

function ConfirmForm({ enrolment, onDone }: { enrolment: Enrolment; onDone: (codes: string[]) => void }) {
  const actionForm = useActionForm({
    schema: confirmTotpInput,
    action: confirmTwoFactorAction,
    defaultValues: { code: "" },
    onSuccess: (data) => onDone(data.recoveryCodes),
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">Scan this code with your authenticator app, or enter the key by hand.</p>
      {/* biome-ignore lint/performance/noImgElement: a data URL made on the server; nothing to optimise. */}
      <img src={enrolment.qrDataUrl} alt="QR code for your authenticator app" width={200} height={200} />
      <div className="flex items-center gap-2 text-sm">
        <span>Key:</span>
        <code className="rounded bg-muted px-2 py-1 font-mono" data-testid="totp-secret">
          {enrolment.secret}
        </code>
        <CopyButton value={enrolment.secret} label="Copy key" />
      </div>
      <StackedForm
        {...actionForm}
        pendingLabel="Checking…"
        submitLabel="Turn on two-factor sign-in"
        className="max-w-sm"
      >
        <TextField
          control={actionForm.form.control}
          name="code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      </StackedForm>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3" role="status">
      <p className="text-sm font-medium">
        Two-factor sign-in is on. Keep these recovery codes somewhere safe.
      </p>
      <p className="text-sm text-muted-foreground">
        Each works once in place of a code, if you lose the app. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <CopyButton value={codes.join("\n")} label="Copy recovery codes" />
        <Button variant="outline" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const actionForm = useActionForm({
    schema: disableTotpInput,
    action: disableTwoFactorAction,
    defaultValues: { password: "", code: "" },
    secrets: ["password"],
    onSuccess: () => {
      toast.success("Two-factor sign-in is off.");
      onDone();
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">On: signing in asks for a code after your password.</p>
      <StackedForm
        {...actionForm}
        pendingLabel="Turning off…"
        submitLabel="Turn off two-factor sign-in"
        submitButton={{ variant: "outline" }}
        label="Turn off two-factor sign-in"
        className="max-w-sm"
      >
        <SecretField
          control={actionForm.form.control}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <TextField
          control={actionForm.form.control}
          name="code"
          label="Code or recovery code"
          autoComplete="one-time-code"
        />
      </StackedForm>
    </div>
  );
}
