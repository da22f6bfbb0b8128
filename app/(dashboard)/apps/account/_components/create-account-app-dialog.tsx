"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { type Path, useForm } from "react-hook-form";
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
import { createAccountAppAction } from "../_lib/actions";
import { type CreateAccountAppInput, createAccountAppInput } from "../_lib/schema";
import { NewAppKeys } from "./new-app-keys";

const blank: CreateAccountAppInput = { name: "", region: "us", version: "3" };

type Created = NonNullable<Awaited<ReturnType<typeof createAccountAppAction>>["data"]>;

/** Creates an app in the account, then shows its keys this once and offers to connect it. */
export function CreateAccountAppDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created | undefined>();
  const form = useForm<CreateAccountAppInput>({
    resolver: zodResolver(createAccountAppInput),
    defaultValues: blank,
  });
  const { execute, isPending } = useAction(createAccountAppAction, {
    onSuccess: ({ data }) => {
      if (!data) return;
      setCreated(data);
      form.reset(blank);
      router.refresh();
    },
    onError: ({ error }) => {
      if (error.serverError) {
        toast.error(error.serverError);
        return;
      }
      const errors = (error.validationErrors ?? {}) as Record<string, { _errors?: string[] }>;
      for (const [k, v] of Object.entries(errors)) {
        if (k !== "_errors" && v?._errors?.[0])
          form.setError(k as Path<CreateAccountAppInput>, { message: v._errors[0] });
      }
    },
  });
  const errors = form.formState.errors;
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
            <form
              noValidate
              className="grid gap-4 sm:grid-cols-3"
              onSubmit={form.handleSubmit((v) => execute(v))}
            >
              <Field id="new-app-name" label="Name" error={errors.name?.message} className="sm:col-span-3">
                <Input
                  {...describedBy("new-app-name", { error: errors.name?.message })}
                  autoComplete="off"
                  {...form.register("name")}
                />
              </Field>
              <Field id="new-app-region" label="Region" error={errors.region?.message}>
                <select
                  {...describedBy("new-app-region", { error: errors.region?.message })}
                  className="h-9 rounded-md border border-border bg-background px-2 text-sm"
                  {...form.register("region")}
                >
                  <option value="us">US</option>
                  <option value="eu">EU</option>
                  <option value="in">India</option>
                </select>
              </Field>
              <Field
                id="new-app-version"
                label="API version"
                hint="The version of the chat API, e.g. 3."
                error={errors.version?.message}
              >
                <Input
                  {...describedBy("new-app-version", { hint: true, error: errors.version?.message })}
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.register("version")}
                />
              </Field>
              <DialogFooter className="sm:col-span-3">
                <Button type="button" variant="outline" onClick={() => close(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isPending}>
                  {isPending ? "Creating…" : "Create app"}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
