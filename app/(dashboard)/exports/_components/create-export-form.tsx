"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { FieldNotes } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  createDataExportInput,
  DATA_EXPORT_KINDS,
  KIND_LABEL,
  MAX_RANGE_DAYS,
} from "@/lib/schemas/data-exports";
import { createExportAction } from "../_lib/actions";
import { exportKeys } from "../_lib/query-keys";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** What to export: kinds, format, and a range of days (UTC) or the whole app. */
export function CreateExportForm() {
  const queryClient = useQueryClient();
  const { form, submit, pending } = useActionForm({
    schema: createDataExportInput,
    action: (values) => createExportAction(values),
    defaultValues: { kinds: ["messages"], format: "jsonl", from: undefined, to: undefined },
    toastServerError: true,
    onSuccess: async () => {
      toast.success("Export started. It is listed below with its progress.");
      await queryClient.invalidateQueries({ queryKey: exportKeys.all });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border p-4"
      aria-label="New export"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Kinds</legend>
        <div className="flex flex-wrap gap-4">
          {DATA_EXPORT_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={k} {...form.register("kinds")} />
              {KIND_LABEL[k]}
            </label>
          ))}
        </div>
        <FieldNotes id="export-kinds" error={errors.kinds?.message ?? errors.kinds?.root?.message} />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Format</legend>
        <div className="flex gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="jsonl" {...form.register("format")} />
            JSON Lines (the service's records)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="csv" {...form.register("format")} />
            CSV (the list's columns)
          </label>
        </div>
        <FieldNotes id="export-format" error={errors.format?.message} />
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="export-from" className="text-sm font-medium">
            From (UTC day)
          </label>
          <Input
            id="export-from"
            type="date"
            aria-invalid={errors.from ? true : undefined}
            {...form.register("from", { setValueAs: blankToUndefined })}
          />
          <FieldNotes id="export-from" error={errors.from?.message} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="export-to" className="text-sm font-medium">
            To (UTC day, included)
          </label>
          <Input
            id="export-to"
            type="date"
            aria-invalid={errors.to ? true : undefined}
            {...form.register("to", { setValueAs: blankToUndefined })}
          />
          <FieldNotes id="export-to" error={errors.to?.message} />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Leave both days empty to export the whole app; a range is at most {MAX_RANGE_DAYS} days. Messages
        count by when they were sent, users and groups by creation, members by joining, calls by when they
        were placed, reactions by when they were made.
      </p>
      <FormError form={form} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Starting…" : "Start export"}
        </Button>
      </div>
    </form>
  );
}
