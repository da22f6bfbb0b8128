"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { FormFooter } from "@/components/form/form-footer";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { RowButton } from "@/components/row-button";
import { Dialog, DialogContent, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import type { ApiKeyView } from "@/lib/inputs/api-keys-query";
import { apiKeyKeys } from "@/lib/query-keys";
import { type UpdateApiKeyInput, updateApiKeyInput } from "@/lib/schemas/api-keys";
import { updateApiKeyAction } from "../_lib/actions";
import { SCOPE_OPTIONS } from "./scope-options";

export function EditApiKeyDialog({ apiKey, disabled }: { apiKey: ApiKeyView; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const current: UpdateApiKeyInput = { name: apiKey.name, scope: apiKey.scope };
  const { form, submit } = useActionForm({
    schema: updateApiKeyInput,
    action: (v) => updateApiKeyAction({ id: apiKey.id, ...v }),
    defaultValues: current,
    onSuccess: (saved) => {
      toast.success(`Saved ${saved.name}.`);
      setOpen(false);
      return queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        form.reset(current);
      }}
    >
      <DialogTrigger asChild>
        <RowButton label="Edit" row={apiKey.name} disabled={disabled} />
      </DialogTrigger>
      <DialogContent>
        <DialogHead title={`Edit ${apiKey.name}`}>
          Key <code>{apiKey.id}</code>. Narrowing a key to <code>authOnly</code> breaks every client that uses
          it for more than users and auth tokens.
        </DialogHead>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <TextField control={form.control} name="name" label="Name" hint="Up to 50 characters." />
          <SelectField control={form.control} name="scope" label="Scope" options={SCOPE_OPTIONS} />
          <FormFooter form={form} onCancel={() => setOpen(false)} pendingLabel="Saving…" submitLabel="Save" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
