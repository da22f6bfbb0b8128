"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
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
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiKeyKeys } from "@/lib/query-keys";
import { type CreateApiKeyInput, createApiKeyInput } from "@/lib/schemas/api-keys";
import { createApiKeyAction } from "../_lib/actions";
import { fieldSentence, serverFieldError } from "./key-field-error";
import { NewKeyPanel } from "./new-key-panel";
import { ScopeSelect } from "./scope-select";

const BLANK: CreateApiKeyInput = { name: "", scope: "authOnly" };

/**
 * Creates a key and shows its value once. The value lives only in this dialog's action result and is
 * dropped when the dialog closes; the list keeps showing keys masked.
 */
export function CreateApiKeyDialog({ atCap }: { atCap: boolean }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<CreateApiKeyInput>({ resolver: zodResolver(createApiKeyInput), defaultValues: BLANK });
  const { execute, result, isPending, reset } = useAction(createApiKeyAction, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
    onError: ({ error }) => {
      if (error.serverError) toast.error(error.serverError);
    },
  });
  const created = result.data;
  const err = (k: keyof CreateApiKeyInput, label: string) =>
    fieldSentence(label, form.formState.errors[k]?.message ?? serverFieldError(result.validationErrors, k));
  const close = (o: boolean) => {
    setOpen(o);
    if (!o) {
      reset();
      form.reset(BLANK);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          Create key
        </Button>
      </DialogTrigger>
      <DialogContent>
        {created ? (
          <NewKeyPanel created={created} onDone={() => close(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Create an API key</DialogTitle>
              <DialogDescription>
                {atCap
                  ? "The app already holds 25 keys, the most the service allows: it will refuse a new one until a key is deleted."
                  : "The key's value is shown once, right after it is created."}
              </DialogDescription>
            </DialogHeader>
            <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => execute(v))}>
              <Field id="key-name" label="Name" hint="Up to 50 characters." error={err("name", "Name")}>
                <Input
                  {...describedBy("key-name", { hint: true, error: err("name", "Name") })}
                  autoComplete="off"
                  {...form.register("name")}
                />
              </Field>
              <Field id="key-scope" label="Scope" error={err("scope", "Scope")}>
                <Controller
                  control={form.control}
                  name="scope"
                  render={({ field }) => (
                    <ScopeSelect
                      {...describedBy("key-scope", { error: err("scope", "Scope") })}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
              </Field>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isPending}>
                  {isPending ? "Creating…" : "Create key"}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
