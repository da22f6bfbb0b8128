"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormFooter } from "@/components/form/form-footer";
import { RegionField } from "@/components/form/region-field";
import { SecretField, TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { NewButton } from "@/components/form/use-dialog-form";
import { Dialog, DialogContent, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { addAppAction } from "../_lib/actions";
import { type ConnectionInput, connectionInput } from "../_lib/schema";

type Templates = { chatUrl: string; callUrl: string; mgmtUrl: string };

export function AddAppDialog({ templates }: { templates: Templates }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const blank: ConnectionInput = {
    name: "",
    appId: "",
    region: "us",
    apiKey: "",
    mgmtKey: "",
    mgmtSecret: "",
    ...templates,
  };
  const { form, submit } = useActionForm({
    schema: connectionInput,
    action: addAppAction,
    defaultValues: blank,
    secrets: ["apiKey", "mgmtKey", "mgmtSecret"],
    onSuccess: (added) => {
      toast.success(`${added.name} is connected.`);
      setOpen(false);
      form.reset(blank);
      router.refresh();
    },
  });
  const { control } = form;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        // Typed keys leave memory with the dialog.
        if (!o) form.reset(blank);
      }}
    >
      <DialogTrigger asChild>
        <NewButton>Add app</NewButton>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHead title="Add an app">
          The connection is tested before it is saved. Keys are encrypted on the server and never shown again.
        </DialogHead>
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
          <TextField
            control={control}
            name="name"
            label="Name"
            hint="How this app is shown in the dashboard."
          />
          <TextField control={control} name="appId" label="App id" />
          <RegionField control={control} name="region" />
          <SecretField
            control={control}
            name="apiKey"
            label="REST API key"
            hint="A key with the fullAccess scope."
            autoComplete="off"
          />
          <SecretField
            control={control}
            name="mgmtKey"
            label="Management key (optional)"
            autoComplete="off"
          />
          <SecretField
            control={control}
            name="mgmtSecret"
            label="Management secret (optional)"
            autoComplete="off"
          />
          <fieldset className="grid gap-4 sm:col-span-2">
            <legend className="mb-2 text-sm font-medium">Service addresses</legend>
            <p className="text-xs text-muted-foreground">
              Templates with <code>{"{appId}"}</code> and <code>{"{region}"}</code>; prefilled for the local
              sandbox. For the hosted service use <code>{"https://{appId}.api-{region}.<host>/v3"}</code> for
              chat, <code>{"https://{appId}.call-{region}.<host>/v3"}</code> for calls (note{" "}
              <code>call-</code>) and <code>{"https://apimgmt.<host>"}</code> for management.
            </p>
            <TextField control={control} name="chatUrl" label="Chat API URL template" />
            <TextField control={control} name="callUrl" label="Calls API URL template" />
            <TextField control={control} name="mgmtUrl" label="Management API URL template" />
          </fieldset>
          <FormFooter
            form={form}
            onCancel={() => setOpen(false)}
            pendingLabel="Testing the connection…"
            submitLabel="Test and save"
            className="sm:col-span-2"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
