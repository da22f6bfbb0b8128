"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "@/components/form/switch-field";
import { TextareaField, TextField } from "@/components/form/text-field";
import { EditOrNewTrigger, useDialogForm } from "@/components/form/use-dialog-form";
import { conditionOf, formOf, type RuleFormValues, ruleForm } from "@/lib/api/moderation-query";
import { firstMatch } from "@/lib/moderation/evaluate";
import type { KeywordList, ModerationRule } from "@/lib/schemas/moderation";
import { saveRuleAction } from "../../_lib/actions";

const ACTIONS = [
  { value: "blockMessage", label: "Withhold for review (blockMessage)" },
  { value: "dropMessage", label: "Discard (dropMessage)" },
];
const OPERANDS = [
  { value: "text", label: "Text messages" },
  { value: "custom", label: "Custom messages' data" },
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
  const extra = (rule?.conditions.slice(1) ?? []) as Record<string, unknown>[];
  const { form, submit, pending, open, onOpenChange } = useDialogForm({
    schema: ruleForm,
    action: (values) => saveRuleAction({ form: values, existing: Boolean(rule), extra }),
    start: formOf(rule),
    after: (saved) => formOf(rule ? saved : undefined),
    onSaved: async (saved) => {
      toast.success(
        rule ? `Saved the rule ${saved.name} (a new revision).` : `Created the rule ${saved.name}.`,
      );
      await queryClient.invalidateQueries({ queryKey: ["moderation", "rules"] });
    },
  });
  const values = form.watch() as RuleFormValues;
  const verdict = sample ? testRule(values, lists, sample) : undefined;
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      pending={pending}
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setSample("");
      }}
      trigger={<EditOrNewTrigger editing={rule?.id} newLabel="New rule" />}
      title={rule ? `Edit the rule ${rule.id}` : "New rule"}
      description="A rule applies to messages users send from the moment it is saved; every change is kept as a revision."
      submitLabel={rule ? "Save rule" : "Create rule"}
      pendingLabel="Saving…"
    >
      <TextField
        control={form.control}
        name="id"
        label="Rule id"
        hint="Letters, digits, _ and -; fixed once created."
        disabled={Boolean(rule)}
      />
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" hint="Optional." />
      <SwitchField
        control={form.control}
        name="enabled"
        label="Enabled"
        hint="A disabled rule is kept but matches nothing."
      />
      <SelectField control={form.control} name="action" label="When it matches" options={ACTIONS} native />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField control={form.control} name="operand" label="Look at" options={OPERANDS} native />
        <SelectField control={form.control} name="operator" label="Match" options={OPERATORS} native />
      </div>
      <SelectField control={form.control} name="matchBy" label="Against" options={MATCH} native />
      {values.matchBy === "words" ? (
        <TextareaField
          control={form.control}
          name="words"
          label="Words or phrases"
          hint="Comma or line separated; a word matches whole words in any case."
        />
      ) : values.matchBy === "list" ? (
        <SelectField
          control={form.control}
          name="listId"
          label="Keyword list"
          options={[
            { value: "", label: "Pick a list" },
            ...lists.map((l) => ({ value: l.id, label: `${l.name} (${l.searchTerms.length} terms)` })),
          ]}
          native
        />
      ) : (
        <TextField
          control={form.control}
          name="pattern"
          label="Pattern"
          hint="A JavaScript regular expression, matched in any case."
        />
      )}
      {extra.length ? (
        <p className="text-xs text-muted-foreground">
          This rule has {extra.length} more conditions, kept as they are.
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
          placeholder="Type a message to see whether this rule would catch it"
        />
        <p role="status" aria-live="polite" className="text-sm">
          {verdict === undefined
            ? "Nothing tested yet."
            : verdict === false
              ? "Complete the rule's condition to test it."
              : verdict === null
                ? "Not matched: the message would be delivered."
                : `Matched “${verdict}”: the message would be ${values.action === "dropMessage" ? "discarded" : "withheld for review"}.`}
        </p>
      </fieldset>
    </FormDialog>
  );
}

/** A dry run of the form as it stands (enabled or not), with the same evaluator the sandbox applies. */
function testRule(values: RuleFormValues, lists: KeywordList[], text: string): string | null | false {
  const parsed = ruleForm.safeParse({ ...values, enabled: true });
  if (!parsed.success) return false;
  const match = firstMatch(
    [
      {
        id: "test",
        name: "test",
        revisionId: "test",
        enabled: true,
        action: [values.action],
        conditions: [conditionOf(parsed.data)],
      },
    ],
    new Map(lists.map((l) => [l.id, { category: l.category, searchTerms: l.searchTerms }])),
    {
      category: values.operand === "custom" ? "custom" : "message",
      type: values.operand === "custom" ? "custom" : "text",
      data: values.operand === "custom" ? { customData: { text } } : { text },
      sender: {},
      receiverType: "user",
      receiver: {},
    },
  );
  return match ? match.matched : null;
}
