"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "next-safe-action/hooks";
import { Controller, useForm } from "react-hook-form";
import { ConversationPicker } from "@/components/pickers/conversation-picker";
import { UserPicker } from "@/components/pickers/user-picker";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { describedBy, Field } from "@/components/ui/field";
import { validationMessages } from "@/lib/action-result";
import { type LookupConversationInput, lookupConversationInput } from "@/lib/api/chat-conversations-query";
import { lookupConversationAction } from "../_lib/actions";
import { ConversationCard } from "./conversation-card";

const BLANK: LookupConversationInput = { conversationId: "", onBehalfOf: "" };

/** Looks a conversation up by its id through the deprecated operation; a malformed id is explained inline. */
export function LookupConversationForm() {
  const form = useForm<LookupConversationInput>({
    resolver: zodResolver(lookupConversationInput),
    defaultValues: BLANK,
  });
  const { execute, result, isPending, input } = useAction(lookupConversationAction);
  const errors = form.formState.errors;
  const failure = result.serverError ?? validationMessages(result.validationErrors).join(" ");
  return (
    <Card aria-labelledby="lookup-conversation-title">
      <CardHeader>
        <CardTitle id="lookup-conversation-title">Look up by conversation id</CardTitle>
        <p className="text-xs text-muted-foreground">
          Uses the deprecated get-conversation operation, which the service keeps for older integrations.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form
          noValidate
          className="flex flex-wrap items-start gap-3"
          onSubmit={form.handleSubmit((v) => execute(v))}
        >
          <Field
            id="lookup-id"
            label="Conversation id"
            hint="<uidA>_user_<uidB> or group_<guid>"
            error={errors.conversationId?.message}
          >
            <Controller
              control={form.control}
              name="conversationId"
              render={({ field }) => (
                <ConversationPicker
                  {...describedBy("lookup-id", { hint: true, error: errors.conversationId?.message })}
                  className="w-72"
                  {...field}
                />
              )}
            />
          </Field>
          <Field
            id="lookup-as"
            label="As user (uid)"
            error={errors.onBehalfOf && `The uid ${errors.onBehalfOf.message}.`}
          >
            <Controller
              control={form.control}
              name="onBehalfOf"
              render={({ field }) => (
                <UserPicker
                  {...describedBy("lookup-as", { error: errors.onBehalfOf?.message })}
                  className="w-56"
                  {...field}
                />
              )}
            />
          </Field>
          <Button type="submit" className="mt-6" disabled={isPending}>
            {isPending ? "Looking up…" : "Look up"}
          </Button>
        </form>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        {result.data && input
          ? result.data.map((c) => (
              <ConversationCard key={c.conversationId} conversation={c} viewer={input.onBehalfOf} />
            ))
          : null}
      </CardContent>
    </Card>
  );
}
