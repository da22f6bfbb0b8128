"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormFooter } from "@/components/form/form-footer";
import { RegionField } from "@/components/form/region-field";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { NewButton } from "@/components/form/use-dialog-form";
import { Dialog, DialogContent, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { accountAppKeys } from "@/lib/query-keys";
import { createAccountAppAction } from "../_lib/actions";
import { type CreateAccountAppInput, createAccountAppInput } from "../_lib/schema";
import { NewAppKeys } from "./new-app-keys";

const blank: CreateAccountAppInput = { name: "", region: "us", version: "3" };

type Created = NonNullable<Awaited<ReturnType<typeof createAccountAppAction>>["data"]>;

export function CreateAccountAppDialog() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created | undefined>();
  const { form, submit } = useActionForm({
    schema: createAccountAppInput,
    action: createAccountAppAction,
    defaultValues: blank,
    onSuccess: (app) => {
      setCreated(app);
      form.reset(blank);
      void queryClient.invalidateQueries({ queryKey: accountAppKeys.all });
    },
  });
  const { control } = form;
  const close = (o: boolean) => {
    setOpen(o);
    // Closing forgets the keys: they are shown once.
    if (!o) setCreated(undefined);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <NewButton>Create app</NewButton>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        {created ? (
          <NewAppKeys app={created} onDone={() => close(false)} />
        ) : (
          <>
            <DialogHead title="Create an app">
              The app starts with two keys: a fullAccess REST API key and an authOnly auth key.
            </DialogHead>
            <form noValidate className="grid gap-4 sm:grid-cols-3" onSubmit={submit}>
              <TextField control={control} name="name" label="Name" className="sm:col-span-3" />
              <RegionField control={control} name="region" native />
              <TextField
                control={control}
                name="version"
                label="API version"
                hint="The version of the chat API, e.g. 3."
                inputMode="numeric"
              />
              <FormFooter
                form={form}
                onCancel={() => close(false)}
                pendingLabel="Creating…"
                submitLabel="Create app"
                className="sm:col-span-3"
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
