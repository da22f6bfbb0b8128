"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
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
import type { ApiKeyView } from "@/lib/api/api-keys-query";
import { apiKeyKeys } from "@/lib/query-keys";
import { type UpdateApiKeyInput, updateApiKeyInput } from "@/lib/schemas/api-keys";
import { updateApiKeyAction } from "../_lib/actions";
import { fieldSentence, serverFieldError } from "./key-field-error";
import { ScopeSelect } from "./scope-select";

/** Renames a key or changes its scope; the form checks with the service's own update schema. */
export function EditApiKeyDialog({ apiKey, disabled }: { apiKey: ApiKeyView; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const current: UpdateApiKeyInput = { name: apiKey.name, scope: apiKey.scope };
  const form = useForm<UpdateApiKeyInput>({
    resolver: zodResolver(updateApiKeyInput),
    defaultValues: current,
  });
  const { execute, result, isPending, reset } = useAction(updateApiKeyAction, {
    onSuccess: ({ data }) => {
      toast.success(`Saved ${data?.name ?? "the key"}.`);
      setOpen(false);
      queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    },
    onError: ({ error }) => {
      if (error.serverError) toast.error(error.serverError);
    },
  });
  const err = (k: "name" | "scope", label: string) =>
    fieldSentence(label, form.formState.errors[k]?.message ?? serverFieldError(result.validationErrors, k));

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        reset();
        form.reset(current);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          Edit<span className="sr-only"> {apiKey.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {apiKey.name}</DialogTitle>
          <DialogDescription>
            Key <code>{apiKey.id}</code>. Narrowing a key to <code>authOnly</code> breaks every client that
            uses it for more than users and auth tokens.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((v) => execute({ id: apiKey.id, ...v }))}
        >
          <Field id="edit-key-name" label="Name" hint="Up to 50 characters." error={err("name", "Name")}>
            <Input
              {...describedBy("edit-key-name", { hint: true, error: err("name", "Name") })}
              autoComplete="off"
              {...form.register("name")}
            />
          </Field>
          <Field id="edit-key-scope" label="Scope" error={err("scope", "Scope")}>
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => (
                <ScopeSelect
                  {...describedBy("edit-key-scope", { error: err("scope", "Scope") })}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? "Saving…" : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
