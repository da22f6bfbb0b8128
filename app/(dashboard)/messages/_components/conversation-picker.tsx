"use client";

import { useQueryStates } from "nuqs";
import { useState } from "react";
import { GroupPicker } from "@/components/pickers/group-picker";
import { UserPicker } from "@/components/pickers/user-picker";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { listMessagesQuery } from "@/lib/inputs/chat-messages-query";
import { messagesSearchParams } from "../_lib/search-params";

type Errors = Partial<Record<"target" | "onBehalfOf", string>>;

export function ConversationPicker() {
  // The URL changes in place; the conversation beside the list loads what it names.
  const [url, setUrl] = useQueryStates(messagesSearchParams, { history: "push", scroll: false });
  const [type, setType] = useState(url.type);
  const [target, setTarget] = useState(url.target ?? "");
  const [as, setAs] = useState(url.as ?? "");
  const [errors, setErrors] = useState<Errors>({});
  // Back and forward change the URL under the form: its fields follow (drafts reset to what is shown).
  const shown = `${url.type}\n${url.target ?? ""}\n${url.as ?? ""}`;
  const [synced, setSynced] = useState(shown);
  if (synced !== shown) {
    setSynced(shown);
    setType(url.type);
    setTarget(url.target ?? "");
    setAs(url.as ?? "");
    setErrors({});
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = listMessagesQuery.safeParse({
      receiverType: type,
      target: target.trim(),
      ...(as.trim() ? { onBehalfOf: as.trim() } : {}),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const i of parsed.error.issues) {
        const k = i.path[0] === "onBehalfOf" ? "onBehalfOf" : "target";
        next[k] ??= /^[a-z]/.test(i.message)
          ? `The ${k === "target" ? (type === "group" ? "guid" : "uid") : "uid"} ${i.message}.`
          : i.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setUrl({
      type,
      target: target.trim(),
      as: as.trim() || null,
      cursor: null,
      jump: null,
      around: null,
      affix: "prepend",
    });
  };

  return (
    <form
      noValidate
      aria-label="Choose a conversation"
      className="flex flex-wrap items-start gap-3"
      onSubmit={submit}
    >
      <Field id="msg-type" label="Conversation with">
        <select
          id="msg-type"
          className="h-9 rounded-md border border-border bg-background px-2 text-sm"
          value={type}
          onChange={(e) => setType(e.target.value === "group" ? "group" : "user")}
        >
          <option value="user">a user</option>
          <option value="group">a group</option>
        </select>
      </Field>
      <Field
        id="msg-target"
        label={type === "group" ? "Group (guid)" : "Other user (uid)"}
        error={errors.target}
      >
        {type === "group" ? (
          <GroupPicker
            {...describedBy("msg-target", { error: errors.target })}
            className="w-56"
            value={target}
            onChange={setTarget}
          />
        ) : (
          <UserPicker
            {...describedBy("msg-target", { error: errors.target })}
            className="w-56"
            value={target}
            onChange={setTarget}
          />
        )}
      </Field>
      <Field
        id="msg-as"
        label="Read as (uid)"
        hint={type === "group" ? "Optional: a member." : "Required: one of the two users."}
        error={errors.onBehalfOf}
      >
        <UserPicker
          {...describedBy("msg-as", { hint: true, error: errors.onBehalfOf })}
          className="w-56"
          value={as}
          onChange={setAs}
        />
      </Field>
      <Button type="submit" className="mt-6">
        Show messages
      </Button>
    </form>
  );
}
