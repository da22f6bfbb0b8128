"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { UserPicker } from "@/components/pickers/user-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { describedBy, Field } from "@/components/ui/field";
import { validationMessages } from "@/lib/action-result";
import {
  type AddMembersFormValues,
  addMembersFormSchema,
  distinctUids,
  MEMBER_LISTS,
  splitUids,
  toAddMembersInput,
} from "@/lib/inputs/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import { MAX_MEMBERS_PER_CALL } from "@/lib/schemas/groups";
import { addMembersAction } from "../../_lib/actions";
import { AddMembersResults } from "./add-members-results";

const BLANK: AddMembersFormValues = {
  onBehalfOf: "",
  admins: "",
  moderators: "",
  participants: "",
  usersToBan: "",
};

const LABELS = {
  admins: "Admins",
  moderators: "Moderators",
  participants: "Participants",
  usersToBan: "Users to ban",
} as const;

export function AddMembersDialog({ guid }: { guid: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<AddMembersFormValues>({
    resolver: zodResolver(addMembersFormSchema),
    defaultValues: BLANK,
  });
  const { execute, result, isPending, reset } = useAction(addMembersAction, {
    // The group's view (fields, members, banned users) and the lists showing its member count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    onError: ({ error }) => {
      const msg = error.serverError ?? validationMessages(error.validationErrors).join(" ");
      toast.error(msg || "The members could not be added.");
    },
  });
  const values = form.watch();
  const lists = Object.fromEntries(MEMBER_LISTS.map((k) => [k, splitUids(values[k] ?? "")]));
  const count = distinctUids(lists);
  /** Distinct uids in the other lists: each list's picker may hold the rest of the call's 25. */
  const othersCount = (list: (typeof MEMBER_LISTS)[number]) => distinctUids({ ...lists, [list]: [] });
  const errors = form.formState.errors;
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
          <UserPlus aria-hidden className="size-4" />
          Add members
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHead title="Add members">
          Type part of a name or uid and pick from the suggestions, or type an exact uid and press Enter. A
          uid in several lists takes the highest role.
        </DialogHead>
        {result.data ? (
          <div className="flex flex-col gap-4">
            <AddMembersResults outcomes={result.data} />
            <DialogFooter>
              <Button variant="outline" onClick={() => reset()}>
                Add more
              </Button>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((v) => execute(toAddMembersInput(guid, v)))}
          >
            <Field
              id="add-on-behalf"
              label="Act on behalf of (uid)"
              hint="Leave empty to act as the app. A user acting must be allowed to add members."
              error={errors.onBehalfOf?.message}
            >
              <Controller
                control={form.control}
                name="onBehalfOf"
                render={({ field }) => (
                  <UserPicker
                    {...describedBy("add-on-behalf", { hint: true, error: errors.onBehalfOf?.message })}
                    {...field}
                  />
                )}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              {MEMBER_LISTS.map((list) => (
                <Field key={list} id={`add-${list}`} label={LABELS[list]} error={errors[list]?.message}>
                  <Controller
                    control={form.control}
                    name={list}
                    render={({ field: { value, onChange, ...field } }) => {
                      const uids = splitUids(value ?? "");
                      return (
                        <UserPicker
                          {...describedBy(`add-${list}`, { error: errors[list]?.message })}
                          {...field}
                          multiple
                          // The limit is per call: what the other lists hold counts against this one.
                          max={MAX_MEMBERS_PER_CALL - othersCount(list)}
                          placeholder="Name or uid"
                          value={uids}
                          onChange={(next) => onChange(next.join(" "))}
                        />
                      );
                    }}
                  />
                </Field>
              ))}
            </div>
            <p
              aria-live="polite"
              className={
                count > MAX_MEMBERS_PER_CALL ? "text-sm text-destructive" : "text-sm text-muted-foreground"
              }
            >
              {count} of at most {MAX_MEMBERS_PER_CALL} uids.
            </p>
            {errors.root?.message ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.root.message}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending ? "Adding…" : "Add"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
