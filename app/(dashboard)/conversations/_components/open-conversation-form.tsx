"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "next-safe-action/hooks";
import { Controller, useForm } from "react-hook-form";
import { GroupPicker } from "@/components/pickers/group-picker";
import { UserPicker } from "@/components/pickers/user-picker";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { describedBy, Field } from "@/components/ui/field";
import { validationMessages } from "@/lib/action-result";
import { type OpenConversationInput, openConversationInput } from "@/lib/api/chat-conversations-query";
import { openConversationAction } from "../_lib/actions";
import { ConversationCard } from "./conversation-card";

const BLANK: OpenConversationInput = { onBehalfOf: "", with: "user", id: "" };

/** Opens the conversation a user has with another user or with a group, as that user sees it. */
export function OpenConversationForm() {
  const form = useForm<OpenConversationInput>({
    resolver: zodResolver(openConversationInput),
    defaultValues: BLANK,
  });
  const { execute, result, isPending, input } = useAction(openConversationAction);
  const errors = form.formState.errors;
  const failure = result.serverError ?? validationMessages(result.validationErrors).join(" ");
  const kind = form.watch("with");
  return (
    <Card aria-labelledby="open-conversation-title">
      <CardHeader>
        <CardTitle id="open-conversation-title">Open a conversation</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form
          noValidate
          className="flex flex-wrap items-start gap-3"
          onSubmit={form.handleSubmit((v) => execute(v))}
        >
          <Field
            id="open-as"
            label="As user (uid)"
            error={errors.onBehalfOf && `The uid ${errors.onBehalfOf.message}.`}
          >
            <Controller
              control={form.control}
              name="onBehalfOf"
              render={({ field }) => (
                <UserPicker
                  {...describedBy("open-as", { error: errors.onBehalfOf?.message })}
                  className="w-56"
                  {...field}
                />
              )}
            />
          </Field>
          <Field id="open-with" label="With">
            <select
              id="open-with"
              className="h-9 rounded-md border border-border bg-background px-2 text-sm"
              {...form.register("with")}
            >
              <option value="user">a user</option>
              <option value="group">a group</option>
            </select>
          </Field>
          <Field
            id="open-id"
            label={kind === "group" ? "Group (guid)" : "Other user (uid)"}
            error={errors.id && `The ${kind === "group" ? "guid" : "uid"} ${errors.id.message}.`}
          >
            <Controller
              control={form.control}
              name="id"
              render={({ field }) => {
                const Picker = kind === "group" ? GroupPicker : UserPicker;
                return (
                  <Picker
                    {...describedBy("open-id", { error: errors.id?.message })}
                    className="w-56"
                    {...field}
                  />
                );
              }}
            />
          </Field>
          <Button type="submit" className="mt-6" disabled={isPending}>
            {isPending ? "Opening…" : "Open"}
          </Button>
        </form>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        {result.data && input ? (
          <ConversationCard conversation={result.data} viewer={input.onBehalfOf} />
        ) : null}
      </CardContent>
    </Card>
  );
}
