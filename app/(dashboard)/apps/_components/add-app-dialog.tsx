"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { addAppAction } from "../_lib/actions";
import { type ConnectionInput, connectionInput } from "../_lib/schema";

type Templates = { chatUrl: string; callUrl: string; mgmtUrl: string };

/** Adds an app: the server tests the keys against the service before it stores them. */
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
  const form = useForm<ConnectionInput>({ resolver: zodResolver(connectionInput), defaultValues: blank });
  const { execute, result, isPending, reset } = useAction(addAppAction, {
    onSuccess: ({ data }) => {
      toast.success(`${data?.name ?? "The app"} is connected.`);
      setOpen(false);
      form.reset(blank);
      reset();
      router.refresh();
    },
  });
  const errors = form.formState.errors;
  const serverFieldError = (k: keyof ConnectionInput) =>
    (result.validationErrors as Record<string, { _errors?: string[] }> | undefined)?.[k]?._errors?.[0];
  const err = (k: keyof ConnectionInput) => errors[k]?.message ?? serverFieldError(k);

  const text = (k: keyof ConnectionInput, label: string, opts: { hint?: string; secret?: boolean } = {}) => (
    <Field id={`app-${k}`} label={label} hint={opts.hint} error={err(k)}>
      <Input
        {...describedBy(`app-${k}`, { hint: Boolean(opts.hint), error: err(k) })}
        type={opts.secret ? "password" : "text"}
        autoComplete="off"
        spellCheck={false}
        {...form.register(k)}
      />
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden />
          Add app
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add an app</DialogTitle>
          <DialogDescription>
            The connection is tested before it is saved. Keys are encrypted on the server and never shown
            again.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit((values) => execute(values))}
        >
          {text("name", "Name", { hint: "How this app is shown in the dashboard." })}
          {text("appId", "App id")}
          <Field id="app-region" label="Region" error={err("region")}>
            <Controller
              control={form.control}
              name="region"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...describedBy("app-region", { error: err("region") })}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="us">US</SelectItem>
                    <SelectItem value="eu">EU</SelectItem>
                    <SelectItem value="in">India</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          {text("apiKey", "REST API key", { secret: true, hint: "A key with the fullAccess scope." })}
          {text("mgmtKey", "Management key (optional)", { secret: true })}
          {text("mgmtSecret", "Management secret (optional)", { secret: true })}
          <fieldset className="grid gap-4 sm:col-span-2">
            <legend className="mb-2 text-sm font-medium">Service addresses</legend>
            <p className="text-xs text-muted-foreground">
              Templates with <code>{"{appId}"}</code> and <code>{"{region}"}</code>; prefilled for the local
              sandbox. For the hosted service use <code>{"https://{appId}.api-{region}.<host>/v3"}</code> for
              chat, <code>{"https://{appId}.call-{region}.<host>/v3"}</code> for calls (note{" "}
              <code>call-</code>) and <code>{"https://apimgmt.<host>"}</code> for management.
            </p>
            {text("chatUrl", "Chat API URL template")}
            {text("callUrl", "Calls API URL template")}
            {text("mgmtUrl", "Management API URL template")}
          </fieldset>
          {result.serverError ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive sm:col-span-2"
            >
              {result.serverError}
            </p>
          ) : null}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? "Testing the connection…" : "Test and save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
