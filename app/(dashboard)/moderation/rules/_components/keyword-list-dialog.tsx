"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "sonner";
import { FileInput, type TextFile } from "@/components/form/file-input";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { IdField, TextareaField, TextField } from "@/components/form/text-field";
import { editOrNew, useDialogForm } from "@/components/form/use-dialog-form";
import { type KeywordListDialogValues, keywordListDialog, splitTerms } from "@/lib/inputs/moderation-query";
import { moderationKeys } from "@/lib/query-keys";
import type { KeywordList } from "@/lib/schemas/moderation";
import { csvToTerms } from "@/lib/shared/moderation/csv";
import { saveKeywordListAction } from "../../_lib/actions";

const CATEGORIES = [
  { value: "word", label: "Words and phrases" },
  { value: "pattern", label: "Patterns (regular expressions)" },
  { value: "sentence-similarity", label: "Sentences (similarity)" },
];

const valuesOf = (l?: KeywordList): KeywordListDialogValues => ({
  id: l?.id ?? "",
  name: l?.name ?? "",
  description: l?.description ?? "",
  category: l?.category ?? "word",
  termsText: (l?.searchTerms ?? []).join("\n"),
});

export function KeywordListDialog({ list }: { list?: KeywordList }) {
  const queryClient = useQueryClient();
  const csvId = useId();
  const { form, dialog } = useDialogForm({
    schema: keywordListDialog,
    action: (v) =>
      saveKeywordListAction({
        list: {
          id: v.id,
          name: v.name,
          description: v.description,
          category: v.category,
          terms: splitTerms(v.termsText),
        },
        existing: Boolean(list),
      }),
    start: valuesOf(list),
    after: (saved) => valuesOf(list ? saved : undefined),
    onSaved: async (saved) => {
      toast.success(`Saved the keyword list ${saved.name} (${saved.searchTerms.length} terms).`);
      await queryClient.invalidateQueries({ queryKey: moderationKeys.keywords() });
    },
  });
  const importCsv = (file: TextFile) => {
    const terms = csvToTerms(file.text);
    if (!terms.length) {
      form.setError("termsText", { message: `${file.name} holds no terms.` });
      return;
    }
    form.setValue("termsText", terms.join("\n"), { shouldDirty: true, shouldValidate: true });
    toast.success(`Read ${terms.length} terms from ${file.name}.`);
  };
  return (
    <FormDialog
      {...dialog}
      {...editOrNew({ editing: list?.id, noun: "keyword list", short: "list", variant: "outline" })}
      description="Rules refer to a list by its id; changing the list changes what those rules catch at once."
    >
      <IdField control={form.control} name="id" label="List id" editing={Boolean(list)} />
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" hint="Optional." />
      <SelectField control={form.control} name="category" label="Holds" options={CATEGORIES} native />
      <TextareaField
        control={form.control}
        name="termsText"
        label="Terms"
        hint="One per line (or comma separated); at most 10,000."
        rows={8}
      />
      <label htmlFor={csvId} className="flex flex-col gap-1 text-sm font-medium">
        Import a CSV
        <FileInput
          id={csvId}
          accept=".csv,text/csv,text/plain"
          className="font-normal"
          maxBytes={1_000_000}
          onTooLarge={() => form.setError("termsText", { message: "The file is larger than 1 MB." })}
          onRead={importCsv}
        />
        <span className="text-xs font-normal text-muted-foreground">
          Every cell becomes a term; it replaces the terms above.
        </span>
      </label>
    </FormDialog>
  );
}
