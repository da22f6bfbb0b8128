"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { EditDialog } from "@/components/form/edit-dialog";
import { QueryContent } from "@/components/query-content";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import { listPermissionsAction, savePermissionsAction } from "@/lib/actions/permissions";
import type { PermissionOwner } from "@/lib/inputs/permissions-query";
import { permissionKeys } from "@/lib/query-keys";
import type { PermissionListItem, PermissionValue } from "@/lib/schemas/permissions";

export interface PermissionTarget {
  label: string;
  owner: PermissionOwner;
}

/** undefined: back to the service's default. */
type Draft = Record<string, PermissionValue | undefined>;

const show = (v: PermissionValue) => (Array.isArray(v) ? (v.length ? v.join(", ") : "none") : v);
const listOf = (v: PermissionValue | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function PermissionsDialog({
  targets,
  trigger,
  triggerContext,
  title,
}: {
  targets: [PermissionTarget, ...PermissionTarget[]];
  trigger: string;
  /** Read after the trigger's label by screen readers, to tell one row's button from another's. */
  triggerContext?: string;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const target = targets[index] ?? targets[0];
  const current = useQuery({
    queryKey: permissionKeys.of(target.owner),
    queryFn: async () => unwrapAction(await listPermissionsAction(target.owner)),
    enabled: open,
  });
  const reset = () => {
    setDraft({});
    setFailures({});
  };
  const shownValue = (p: PermissionListItem) => (p.id in draft ? draft[p.id] : p.value);
  const change = (id: string, v: PermissionValue | undefined) => setDraft((d) => ({ ...d, [id]: v }));
  const changed = Object.keys(draft).length;

  const save = async () => {
    const items = current.data ?? [];
    const set: Record<string, PermissionValue> = {};
    const unset: string[] = [];
    for (const [id, v] of Object.entries(draft)) {
      if (v !== undefined) set[id] = v;
      else if (items.find((p) => p.id === id)?.value !== undefined) unset.push(id);
    }
    if (!Object.keys(set).length && !unset.length) {
      setDraft({});
      return;
    }
    setSaving(true);
    try {
      const res = unwrapAction(await savePermissionsAction({ owner: target.owner, set, unset }));
      setFailures(res.failures);
      const refused = Object.keys(res.failures);
      if (refused.length) {
        toast.error(`The service refused ${refused.length} of the changes: ${refused.join(", ")}.`);
        setDraft(Object.fromEntries(Object.entries(draft).filter(([id]) => id in res.failures)));
      } else {
        toast.success(`Saved the permissions of ${target.label}.`);
        setDraft({});
      }
      await queryClient.invalidateQueries({ queryKey: permissionKeys.of(target.owner) });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "The permissions could not be saved.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        reset();
      }}
      trigger={trigger}
      triggerContext={triggerContext}
      title={title}
      description={`What ${target.label} may do in the apps. A permission left at its default follows the service's default, shown beside it.`}
      wide
      onSave={save}
      saving={saving}
      saveLabel={changed ? `Save ${changed} change${changed === 1 ? "" : "s"}` : "Save"}
      saveDisabled={!changed || current.isPending}
    >
      {targets.length > 1 ? (
        <div role="radiogroup" aria-label="Whose permissions" className="flex gap-2">
          {targets.map((t, i) => (
            <Button
              key={t.label}
              role="radio"
              aria-checked={i === index}
              variant={i === index ? "default" : "outline"}
              size="sm"
              disabled={saving}
              onClick={() => {
                setIndex(i);
                reset();
              }}
            >
              {t.label}
            </Button>
          ))}
        </div>
      ) : null}
      <QueryContent query={current}>
        {(permissions) => (
          <ul className="flex flex-col divide-y divide-border">
            {permissions.map((p) => (
              <PermissionRow
                key={p.id}
                item={p}
                value={shownValue(p)}
                dirty={p.id in draft}
                failure={failures[p.id]}
                onChange={(v) => change(p.id, v)}
              />
            ))}
          </ul>
        )}
      </QueryContent>
    </EditDialog>
  );
}

function PermissionRow({
  item,
  value,
  dirty,
  failure,
  onChange,
}: {
  item: PermissionListItem;
  value: PermissionValue | undefined;
  dirty: boolean;
  failure: string | undefined;
  onChange: (v: PermissionValue | undefined) => void;
}) {
  const id = `perm-${item.id.replace(/\W/g, "-")}`;
  const chosen = listOf(value);
  const control =
    item.dataType === "string" ? (
      <select
        id={id}
        aria-invalid={failure ? true : undefined}
        className="h-9 rounded-md border border-border bg-background px-2 text-sm aria-invalid:border-destructive"
        value={typeof value === "string" ? value : ""}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">Default ({show(item.defaultValue)})</option>
        {item.availableValues.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    ) : item.availableValues.length ? (
      <fieldset aria-labelledby={`${id}-label`} className="flex flex-wrap gap-3">
        {item.availableValues.map((v) => (
          <label key={v} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.includes(v)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, v] : chosen.filter((c) => c !== v))}
            />
            {v}
          </label>
        ))}
      </fieldset>
    ) : (
      <input
        id={id}
        aria-invalid={failure ? true : undefined}
        className="h-9 w-full rounded-md border border-border bg-background px-2 text-sm"
        placeholder="Comma-separated, e.g. default, moderator"
        value={chosen.join(", ")}
        onChange={(e) =>
          onChange(
            e.target.value
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean),
          )
        }
      />
    );
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <label
          id={`${id}-label`}
          htmlFor={item.dataType === "string" || !item.availableValues.length ? id : undefined}
          className="text-sm font-medium"
        >
          {item.title}
        </label>
        <p className="text-xs text-muted-foreground">
          <code>{item.id}</code>
          {value === undefined ? " · default" : dirty ? " · changed" : " · set"}
        </p>
        {failure ? (
          <p role="alert" className="text-xs text-destructive">
            {failure}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {control}
        {item.dataType === "stringArray" && value !== undefined ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            Default<span className="sr-only"> for {item.id}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
