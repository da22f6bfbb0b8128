"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "@/components/form/switch-field";
import { IdField, TextareaField, TextField } from "@/components/form/text-field";
import { editOrNew, useDialogForm } from "@/components/form/use-dialog-form";
import { Button } from "@/components/ui/button";
import { formOf, NEW_CONDITION, type RuleFormValues, ruleForm } from "@/lib/inputs/moderation-query";
import { moderationKeys } from "@/lib/query-keys";
import type { KeywordList, ModerationRule } from "@/lib/schemas/moderation";
import { saveRuleAction } from "../../_lib/actions";
import { testRule } from "../_lib/dry-run";

const ACTIONS = [
  { value: "blockMessage", label: "Withhold for review (blockMessage)" },
  { value: "dropMessage", label: "Discard (dropMessage)" },
];
const OPERANDS = [
  { value: "text", label: "Text messages" },
  { value: "custom", label: "Custom messages' data" },
  { value: "image", label: "Images (file names and links)" },
  { value: "video", label: "Videos (file names and links)" },
];
const OPERATORS = [
  { value: "contains", label: "Contains" },
  { value: "equals", label: "Is exactly" },
];
const MATCH = [
  { value: "words", label: "Words or phrases" },
  { value: "list", label: "A keyword list" },
  { value: "pattern", label: "A pattern (regular expression)" },
];

export function RuleDialog({ rule, lists }: { rule?: ModerationRule; lists: KeywordList[] }) {
  const [sample, setSample] = useState("");
  const queryClient = useQueryClient();
  const filters = (rule?.filters ?? []) as Record<string, unknown>[];
  const { form, onOpenChange, dialog } = useDialogForm({
    schema: ruleForm,
    action: (values) => saveRuleAction({ form: values, existing: Boolean(rule), filters }),
    start: formOf(rule),
    after: (saved) => formOf(rule ? saved : undefined),
    onSaved: async (saved) => {
      toast.success(
        rule ? `Saved the rule ${saved.name} (a new revision).` : `Created the rule ${saved.name}.`,
      );
      await queryClient.invalidateQueries({ queryKey: moderationKeys.rules() });
    },
  });
  const conditions = useFieldArray({ control: form.control, name: "conditions" });
  const values = form.watch() as RuleFormValues;
  const verdict = sample ? testRule(values, lists, sample) : undefined;
  const listOptions = [
    { value: "", label: "Pick a list" },
    ...lists.map((l) => ({ value: l.id, label: `${l.name} (${l.searchTerms.length} terms)` })),
  ];
  return (
    <FormDialog
      {...dialog}
      onOpenChange={(next) => {
        onOpenChange(next);
        setSample("");
      }}
      {...editOrNew({ editing: rule?.id, noun: "rule" })}
      description="A rule applies to messages users send from the moment it is saved; every change is kept as a revision."
    >
      <IdField control={form.control} name="id" label="Rule id" editing={Boolean(rule)} />
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" hint="Optional." />
      <SwitchField
        control={form.control}
        name="enabled"
        label="Enabled"
        hint="A disabled rule is kept but matches nothing."
      />
      <SelectField control={form.control} name="action" label="When it matches" options={ACTIONS} native />
      <p className="text-sm text-muted-foreground">
        The rule applies when any one of its conditions matches. The sandbox reads an image or video condition
        against the attachments&apos; file names and links; the hosted service analyses the media.
      </p>
      {conditions.fields.map((field, i) => {
        const c = values.conditions[i];
        return (
          <fieldset key={field.id} className="flex flex-col gap-3 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">Condition {i + 1}</legend>
            {c?.raw ? (
              <p className="text-sm">
                Kept as it is (the form cannot show it exactly):{" "}
                <code className="text-xs">
                  {String(c.raw.operand)} {String(c.raw.operator)} {JSON.stringify(c.raw.value)}
                </code>
              </p>
            ) : (
              <>
                <div className="grid gap-3 sm:grid-cols-2">
                  <SelectField
                    control={form.control}
                    name={`conditions.${i}.operand`}
                    label="Look at"
                    options={OPERANDS}
                    native
                  />
                  <SelectField
                    control={form.control}
                    name={`conditions.${i}.operator`}
                    label="Match"
                    options={OPERATORS}
                    native
                  />
                </div>
                <SelectField
                  control={form.control}
                  name={`conditions.${i}.matchBy`}
                  label="Against"
                  options={MATCH}
                  native
                />
                {c?.matchBy === "list" ? (
                  <SelectField
                    control={form.control}
                    name={`conditions.${i}.listId`}
                    label="Keyword list"
                    options={listOptions}
                    native
                  />
                ) : c?.matchBy === "pattern" ? (
                  <TextField
                    control={form.control}
                    name={`conditions.${i}.pattern`}
                    label="Pattern"
                    hint="A regular expression in RE2 syntax, matched in any case; backreferences and lookaround are not supported."
                  />
                ) : (
                  <TextareaField
                    control={form.control}
                    name={`conditions.${i}.words`}
                    label="Words or phrases"
                    hint="Comma or line separated; a word matches whole words in any case."
                  />
                )}
              </>
            )}
            {conditions.fields.length > 1 ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => conditions.remove(i)}
              >
                Remove condition {i + 1}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {conditions.fields.length < 20 ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => conditions.append({ ...NEW_CONDITION })}
        >
          Add a condition
        </Button>
      ) : null}
      {filters.length ? (
        <p className="text-xs text-muted-foreground">
          This rule narrows by {filters.length} sender or receiver{" "}
          {filters.length === 1 ? "filter" : "filters"}, kept as they are.
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-medium">Test this rule</legend>
        <label htmlFor="rule-sample" className="text-sm">
          Sample message
        </label>
        <textarea
          id="rule-sample"
          rows={2}
          className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm"
          value={sample}
          onChange={(e) => setSample(e.target.value)}
          placeholder="Type a message (or, for media, a file name) to see whether this rule would catch it"
        />
        <p role="status" aria-live="polite" className="text-sm">
          {verdict === undefined
            ? "Nothing tested yet."
            : verdict === false
              ? "Complete the rule's conditions to test it."
              : verdict === null
                ? "Not matched: the message would be delivered."
                : `Matched “${verdict.matched}”${values.conditions.length > 1 ? ` (condition ${verdict.condition})` : ""}: the message would be ${values.action === "dropMessage" ? "discarded" : "withheld for review"}.`}
        </p>
      </fieldset>
    </FormDialog>
  );
}
