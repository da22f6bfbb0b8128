"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { NewButton } from "@/components/form/use-dialog-form";
import { Dialog, DialogContent, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { apiKeyKeys } from "@/lib/query-keys";
import type { ApiKey } from "@/lib/schemas/api-keys";
import { type CreateApiKeyInput, createApiKeyInput } from "@/lib/schemas/api-keys";
import { createApiKeyAction } from "../_lib/actions";
import { NewKeyPanel } from "./new-key-panel";
import { SCOPE_OPTIONS } from "./scope-options";

const BLANK: CreateApiKeyInput = { name: "", scope: "authOnly" };

// The value lives only in this dialog's state and is dropped when it closes.
export function CreateApiKeyDialog({ atCap }: { atCap: boolean }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<ApiKey>();
  const queryClient = useQueryClient();
  const { form, submit } = useActionForm({
    schema: createApiKeyInput,
    action: createApiKeyAction,
    defaultValues: BLANK,
    onSuccess: (key) => {
      setCreated(key);
      return queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    },
  });
  const close = (o: boolean) => {
    setOpen(o);
    if (!o) {
      setCreated(undefined);
      form.reset(BLANK);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <NewButton>Create key</NewButton>
      </DialogTrigger>
      <DialogContent>
        {created ? (
          <NewKeyPanel created={created} onDone={() => close(false)} />
        ) : (
          <>
            <DialogHead title="Create an API key">
              {atCap
                ? "The app already holds 25 keys, the most the service allows: it will refuse a new one until a key is deleted."
                : "The key's value is shown once, right after it is created."}
            </DialogHead>
            <form noValidate className="grid gap-4" onSubmit={submit}>
              <TextField control={form.control} name="name" label="Name" hint="Up to 50 characters." />
              <SelectField
                control={form.control}
                name="scope"
                label="Scope"
                placeholder="Choose a scope"
                options={SCOPE_OPTIONS}
              />
              <FormFooter
                form={form}
                onCancel={() => close(false)}
                pendingLabel="Creating…"
                submitLabel="Create key"
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
