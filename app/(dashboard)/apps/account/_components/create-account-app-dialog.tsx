"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { FormError } from "@/components/form/form-error";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { accountAppKeys } from "@/lib/query-keys";
import { createAccountAppAction } from "../_lib/actions";
import { type CreateAccountAppInput, createAccountAppInput } from "../_lib/schema";
import { NewAppKeys } from "./new-app-keys";

const REGION_OPTIONS = [
  { value: "us", label: "US" },
  { value: "eu", label: "EU" },
  { value: "in", label: "India" },
];
const blank: CreateAccountAppInput = { name: "", region: "us", version: "3" };

type Created = NonNullable<Awaited<ReturnType<typeof createAccountAppAction>>["data"]>;

export function CreateAccountAppDialog() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created | undefined>();
  const { form, submit, pending } = useActionForm({
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
        <Button>
          <Plus className="size-4" aria-hidden />
          Create app
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        {created ? (
          <NewAppKeys app={created} onDone={() => close(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Create an app</DialogTitle>
              <DialogDescription>
                The app starts with two keys: a fullAccess REST API key and an authOnly auth key.
              </DialogDescription>
            </DialogHeader>
            <form noValidate className="grid gap-4 sm:grid-cols-3" onSubmit={submit}>
              <TextField control={control} name="name" label="Name" className="sm:col-span-3" />
              <SelectField control={control} name="region" label="Region" options={REGION_OPTIONS} native />
              <TextField
                control={control}
                name="version"
                label="API version"
                hint="The version of the chat API, e.g. 3."
                inputMode="numeric"
              />
              <FormError form={form} className="sm:col-span-3" />
              <DialogFooter className="sm:col-span-3">
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  Cancel
                </Button>
                <SubmitButton pending={pending} pendingLabel="Creating…">
                  Create app
                </SubmitButton>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
