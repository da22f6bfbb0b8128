"use client";

import { useRouter } from "next/navigation";
import { type Control, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { FormError } from "@/components/form/form-error";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { SwitchField } from "@/components/form/switch-field";
import { NumberField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { MESSAGE_CHOICES } from "@/lib/notification-choices";
import { resetNotificationSettingsAction, saveNotificationSettingsAction } from "../_lib/actions";
import { type SettingsForm, settingsForm } from "../_lib/schema";
import { NotificationPreview, type PreviewTemplates } from "./notification-preview";

const REPLIES = [
  { value: 2, label: "Every reply" },
  { value: 3, label: "Only replies that mention them" },
  { value: 1, label: "Nothing" },
] as const;
const REACTIONS = [
  { value: 2, label: "Reactions to their own messages" },
  { value: 3, label: "Reactions to any message" },
  { value: 1, label: "Nothing" },
] as const;
const PRIVACY = [
  { value: 1, label: "Show the message" },
  { value: 2, label: "Hide the message (privacy templates)" },
  { value: 3, label: "Show the message, unless the user hides it" },
] as const;

function Throttle({ control, channel }: { control: Control<SettingsForm>; channel: "email" | "sms" }) {
  const what = channel === "email" ? "email" : "SMS";
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-medium">{channel === "email" ? "Email" : "SMS"}</legend>
      <SwitchField
        control={control}
        name={`${channel}UnreadOnly`}
        label={`Only unread messages (${what})`}
        hint={`An ${what} lists only the messages the user has not read by the time it is sent.`}
        className="sm:col-span-3"
      />
      <NumberField
        control={control}
        name={`${channel}IntervalMinutes`}
        label={`Minutes between ${what}s`}
        hint="Messages that arrive meanwhile go into the next one."
      />
      <NumberField
        control={control}
        name={`${channel}MaxPerDay`}
        label={`${channel === "email" ? "Emails" : "SMS"} a day`}
        hint="At most, per user."
      />
      <NumberField
        control={control}
        name={`${channel}MaxPerConversation`}
        label={`${channel === "email" ? "Emails" : "SMS"} a day per conversation`}
        hint="At most, per user and conversation."
      />
    </fieldset>
  );
}

export function NotificationSettingsForm({
  initial,
  templates,
}: {
  initial: SettingsForm;
  templates: PreviewTemplates;
}) {
  const router = useRouter();
  const { form, submit, pending } = useActionForm({
    schema: settingsForm,
    action: saveNotificationSettingsAction,
    defaultValues: initial,
    onSuccess: (saved) => {
      form.reset(saved);
      toast.success("Notification settings saved.");
      router.refresh();
    },
  });
  const { control } = form;
  const privacy = useWatch({ control, name: "usePrivacyTemplate" });
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <form noValidate aria-label="Notification settings" className="flex flex-col gap-6" onSubmit={submit}>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">What a user is notified of</legend>
          <SelectField
            native
            control={control}
            name="oneOnOneMessages"
            label="Messages to them"
            options={MESSAGE_CHOICES}
            hint="In one-on-one conversations."
          />
          <SelectField
            native
            control={control}
            name="groupMessages"
            label="Messages in their groups"
            options={MESSAGE_CHOICES}
          />
          <SelectField
            native
            control={control}
            name="oneOnOneReplies"
            label="Replies to them"
            options={REPLIES}
            hint="In threads of one-on-one conversations."
          />
          <SelectField
            native
            control={control}
            name="groupReplies"
            label="Replies in their groups"
            options={REPLIES}
          />
          <SelectField
            native
            control={control}
            name="oneOnOneReactions"
            label="Reactions, one-on-one"
            options={REACTIONS}
          />
          <SelectField
            native
            control={control}
            name="groupReactions"
            label="Reactions in groups"
            options={REACTIONS}
          />
          <SwitchField
            control={control}
            name="memberEvents"
            label="Group membership changes"
            hint="Someone joined, left, was added, kicked, banned, unbanned or had their scope changed."
          />
          <SwitchField
            control={control}
            name="callEvents"
            label="Calls"
            hint="A call started, was missed, rejected, cancelled or ended."
          />
          <SwitchField
            control={control}
            name="bypassPreferencesForMentions"
            label="Mentions always notify"
            hint="A message that mentions the user notifies them even where they muted the conversation."
            className="sm:col-span-2"
          />
        </fieldset>
        <SelectField
          native
          control={control}
          name="usePrivacyTemplate"
          label="Message content in notifications"
          options={PRIVACY}
          hint="Hidden content shows as “New message”; the preview shows what users see."
        />
        <Throttle control={control} channel="email" />
        <Throttle control={control} channel="sms" />
        <FormError form={form} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={pending} pendingLabel="Saving…">
            Save settings
          </SubmitButton>
          <ConfirmActionButton
            label="Reset to defaults"
            name=""
            title="Reset every notification setting?"
            description="Preferences, throttles, sounds and templates go back to the service's defaults, including any changed elsewhere."
            confirmLabel="Reset"
            action={() => resetNotificationSettingsAction({})}
            successMessage="Notification settings reset."
            errorMessage="The settings could not be reset."
            onSuccess={() => router.refresh()}
          />
        </div>
      </form>
      <NotificationPreview privacy={privacy} templates={templates} />
    </div>
  );
}
