"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { FormFooter } from "@/components/form/form-footer";
import { PickerField } from "@/components/form/picker-field";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "@/components/form/switch-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHead } from "@/components/ui/dialog";
import { planBulkJobAction, startBulkJobAction } from "@/lib/actions/bulk";
import type { BulkPlan } from "@/lib/bulk/jobs";
import { BULK_OPERATIONS, type BulkJobInput, type BulkOperation } from "@/lib/schemas/bulk";
import { MEMBER_SCOPES } from "@/lib/schemas/groups";

const count = new Intl.NumberFormat("en-US");
const SCOPES = MEMBER_SCOPES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }));

/** The form of what an operation needs besides its rows; parameters fixed by the page are not asked. */
const formSchema = z.object({
  guid: z.string().optional(),
  scope: z.enum(MEMBER_SCOPES).optional(),
  by: z.string().optional(),
  permanent: z.boolean().optional(),
});
type FormValues = z.input<typeof formSchema>;

const REQUIRED = { guid: "Pick a group.", by: "Pick the user who blocks them." } as const;

const formFor = (operation: BulkOperation) =>
  formSchema.superRefine((v, ctx) => {
    for (const [key, message] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
      if (ASKS[operation].includes(key) && !v[key]) ctx.addIssue({ code: "custom", path: [key], message });
    }
  });

const ASKS: Record<BulkOperation, readonly (keyof FormValues)[]> = {
  "users.deactivate": [],
  "users.reactivate": [],
  "users.delete": [],
  "users.add-to-group": ["guid", "scope"],
  "users.block": ["by"],
  "members.kick": [],
  "members.ban": [],
  "members.scope": ["scope"],
  "messages.delete": ["permanent"],
  "reports.dismiss": [],
  "reports.remove": [],
  "blocked.deliver": [],
  "blocked.reject": [],
  // Started from the import page with its files, never from a list's selection.
  "data.import": [],
  // Started from the user's page after its dry run.
  "users.erase": [],
};

function paramsOf(operation: BulkOperation, values: FormValues, fixed: Record<string, unknown>) {
  const asked = Object.fromEntries(ASKS[operation].map((k) => [k, values[k]]));
  return { ...fixed, ...asked };
}

/**
 * A bulk job in two steps: the dry run (how many rows, in how many calls, whether it can be undone),
 * then the start. The job runs on the server; the admin lands on its page, which follows it.
 */
export function BulkJobDialog({
  operation,
  noun,
  rows: picked,
  selection,
  fixedParams = {},
  onClose,
}: {
  operation: BulkOperation;
  noun: { one: string; many: string };
  /** How many rows the selection holds, when known before the dry run (a list without a total does not tell). */
  rows?: number;
  selection: BulkJobInput["selection"];
  fixedParams?: Record<string, unknown>;
  onClose: () => void;
}) {
  const router = useRouter();
  const op = BULK_OPERATIONS[operation];
  const [plan, setPlan] = useState<{ plan: BulkPlan; input: BulkJobInput } | null>(null);
  const [starting, setStarting] = useState(false);
  // One key per dialog: a second click or a retry of the same start finds the job already made.
  const [jobId] = useState(() => crypto.randomUUID());
  const { form, submit } = useActionForm({
    schema: formFor(operation),
    defaultValues: { guid: "", scope: "participant", by: "", permanent: false },
    action: (values) =>
      planBulkJobAction({ operation, params: paramsOf(operation, values, fixedParams), selection }),
    onSuccess: (p, values) =>
      setPlan({ plan: p, input: { operation, params: paramsOf(operation, values, fixedParams), selection } }),
  });

  async function start() {
    if (!plan) return;
    setStarting(true);
    try {
      const res = await startBulkJobAction({ ...plan.input, id: jobId });
      if (!res?.data) {
        toast.error(res?.serverError ?? "The job could not be started.");
        return;
      }
      const skipped = res.data.skipped
        ? ` ${count.format(res.data.skipped)} outside the filter are skipped.`
        : "";
      toast.success(
        `Job started: ${op.label.toLowerCase()} ${count.format(res.data.rows)} ${noun.many}.${skipped}`,
      );
      onClose();
      router.push(`/jobs/${res.data.id}`);
    } catch {
      toast.error("The dashboard did not answer. Check the connection and try again.");
    } finally {
      setStarting(false);
    }
  }

  const asks = ASKS[operation];
  const rows = plan?.plan.rows ?? 0;
  const upTo = plan?.plan.atMost ? "up to " : "";
  const review =
    picked === undefined
      ? `Review every matching ${noun.one}…`
      : `Review ${count.format(picked)} ${picked === 1 ? noun.one : noun.many}…`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHead
          title={
            <>
              {op.label} {selection.kind === "filter" ? `every ${noun.one} matching the filter` : noun.many}
            </>
          }
        >
          A job on the server applies it row by row at the service's rate limit; it goes on if you close this
          page, and you can pause or cancel it.
        </DialogHead>
        {plan ? (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Dry run">
              <dt className="text-muted-foreground">Rows</dt>
              <dd className="tabular-nums" data-testid="plan-rows">
                {plan.plan.atMost ? "At most " : ""}
                {count.format(rows)} {rows === 1 ? noun.one : noun.many}
              </dd>
              <dt className="text-muted-foreground">Operation</dt>
              <dd>
                {op.label}
                {Object.keys(plan.input.params ?? {}).length ? (
                  <code className="ml-2 text-xs">{JSON.stringify(plan.input.params)}</code>
                ) : null}
              </dd>
              <dt className="text-muted-foreground">Calls</dt>
              <dd className="tabular-nums">
                {count.format(plan.plan.calls)} (
                {op.perCall === 1 ? "one per row" : `up to ${op.perCall} rows each`})
              </dd>
              <dt className="text-muted-foreground">Undo</dt>
              <dd
                className={
                  op.undo === null || plan.input.params?.permanent ? "font-medium text-destructive" : ""
                }
              >
                {op.undo === null || plan.input.params?.permanent ? "This cannot be undone." : op.undo}
              </dd>
            </dl>
            {plan.plan.note ? (
              <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
                {plan.plan.note}
              </p>
            ) : null}
            {rows === 0 ? <p className="text-sm">No rows match: there is nothing to do.</p> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setPlan(null)}>
                Back
              </Button>
              <Button
                type="button"
                variant={op.undo === null ? "destructive" : "default"}
                disabled={starting || rows === 0}
                onClick={start}
              >
                {starting
                  ? "Starting…"
                  : `${op.label} ${upTo}${count.format(rows)} ${rows === 1 ? noun.one : noun.many}`}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
            {asks.includes("guid") ? (
              <PickerField control={form.control} name="guid" label="Group" picker="group" />
            ) : null}
            {asks.includes("scope") ? (
              <SelectField control={form.control} name="scope" label="Scope" options={SCOPES} />
            ) : null}
            {asks.includes("by") ? (
              <PickerField
                control={form.control}
                name="by"
                label="Blocked by"
                picker="user"
                hint="The user on whose behalf the selected users are blocked."
              />
            ) : null}
            {asks.includes("permanent") ? (
              <SwitchField
                control={form.control}
                name="permanent"
                label="Delete permanently"
                hint="Otherwise the messages are marked deleted and stay readable to moderators."
              />
            ) : null}
            <FormFooter form={form} onCancel={onClose} pendingLabel="Counting…" submitLabel={review} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
