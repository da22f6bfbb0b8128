"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { Facts } from "@/components/facts";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "@/components/form/switch-field";
import { TextField } from "@/components/form/text-field";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { Button } from "@/components/ui/button";
import { formatSeconds } from "@/lib/format";
import { MESSAGE_CHOICES } from "@/lib/notification-choices";
import type { UserNotificationState } from "@/lib/server/api/chat-notification-users";
import {
  resetUserPreferencesAction,
  saveUserNotificationsAction,
  unmuteConversationAction,
} from "../_lib/notification-actions";
import { type UserNotificationsForm, userNotificationsForm } from "../_lib/notification-schema";

/** `fcm_react_native_ios` → "FCM: react native ios". */
const platformLabel = (p: string) => {
  const [provider, ...rest] = p.split("_");
  return `${provider === "fcm" ? "FCM" : "APNs"}: ${rest.join(" ").replace("voip", "VoIP")}`;
};
const LOCKED = "The app's notification settings do not let users change this.";
const choiceLabel = (v: unknown) => MESSAGE_CHOICES.find((c) => c.value === v)?.label ?? String(v);

function valuesOf(uid: string, s: UserNotificationState): UserNotificationsForm {
  return {
    uid,
    email: s.contact.email ?? "",
    phno: s.contact.phno ?? "",
    timezone: s.timezone,
    dnd: s.preferences.mute.dndPreferenceSetting === 2,
    groupMessages: (s.preferences.group.messagesSetting ?? 2) as 1 | 2 | 3,
    oneOnOneMessages: (s.preferences.oneOnOne.messagesSetting ?? 2) as 1 | 2 | 3,
  };
}

/** Why a user is or is not notified: where email and SMS go, their choices, mutes and devices. */
export function UserNotifications({ uid, state }: { uid: string; state: UserNotificationState }) {
  const { preferences: p, contact, devices, muted } = state;
  const facts: [string, string][] = [
    ["Email", contact.email ?? "none on record (no email notifications)"],
    ["Phone", contact.phno ?? "none on record (no SMS)"],
    ["Timezone", state.timezone],
    ["Do not disturb", p.mute.dndPreferenceSetting === 2 ? "on: nothing is sent" : "off"],
    ["Group messages", choiceLabel(p.group.messagesSetting)],
    ["One-on-one messages", choiceLabel(p.oneOnOne.messagesSetting)],
  ];
  return (
    <div className="flex flex-col gap-4 text-sm">
      <Facts rows={facts} className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]" />
      <div>
        <h3 className="font-medium">Muted conversations</h3>
        {muted.length === 0 ? (
          <p className="text-muted-foreground">None.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {muted.map((m) => (
              <li key={`${m.type}:${m.id}`} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {m.type === "group" ? "Group " : "With "}
                  <Link
                    className="text-primary underline-offset-4 hover:underline"
                    href={
                      m.type === "group"
                        ? `/groups/${encodeURIComponent(m.id)}`
                        : `/users/${encodeURIComponent(m.id)}`
                    }
                  >
                    {m.id}
                  </Link>
                  {m.until ? ` until ${formatSeconds(m.until / 1000)}` : ", until unmuted"}
                </span>
                <UnmuteButton uid={uid} id={m.id} type={m.type} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-medium">Devices</h3>
        {devices.length === 0 ? (
          <p className="text-muted-foreground">
            No device registered for push (or no auth token to read them with).
          </p>
        ) : (
          <ul className="flex flex-col gap-1">
            {devices.map((d) => (
              <li key={`${d.platform}:${d.pushToken}:${d.createdAt}`}>
                {platformLabel(d.platform)} · {d.providerId ?? "default provider"} · token {d.pushToken} ·
                registered {formatSeconds(Date.parse(d.createdAt) / 1000)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function UnmuteButton({ uid, id, type }: { uid: string; id: string; type: "oneOnOne" | "group" }) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Unmute"
      name={id}
      title={`Unmute ${id} for ${uid}?`}
      description="Notifications of this conversation reach the user again, as their other preferences allow."
      confirmLabel="Unmute"
      action={() => unmuteConversationAction({ uid, id, type })}
      successMessage={(r) => r?.message ?? "Unmuted."}
      errorMessage="The conversation could not be unmuted."
      onSuccess={() => router.refresh()}
    />
  );
}

export function UserNotificationActions({ uid, state }: { uid: string; state: UserNotificationState }) {
  const router = useRouter();
  const start = valuesOf(uid, state);
  // Where the app's settings do not let users choose, the service keeps the app's choice.
  const { group, oneOnOne, mute } = state.preferences;
  const locked = {
    group: group.messagesOverride === false,
    oneOnOne: oneOnOne.messagesOverride === false,
    dnd: mute.dndPreferenceOverride === false,
  };
  const { form, dialog } = useDialogForm({
    schema: userNotificationsForm,
    action: saveUserNotificationsAction,
    start,
    onSaved: () => {
      toast.success(`Saved ${uid}'s notification settings.`);
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link href={`/notifications/logs?recipient=${encodeURIComponent(uid)}`}>Delivery logs</Link>
      </Button>
      <ConfirmActionButton
        label="Reset choices"
        name={`notification choices of ${uid}`}
        title={`Put ${uid} back on the app's notification settings?`}
        description="Their own choices (what they are notified of, do not disturb, schedule, content) are forgotten. Contact details, timezone and mutes stay."
        confirmLabel="Reset"
        action={() => resetUserPreferencesAction({ uid })}
        successMessage={(r) => r?.message ?? "Reset."}
        errorMessage="The choices could not be reset."
        onSuccess={() => router.refresh()}
      />
      <FormDialog
        {...dialog}
        trigger={<Button size="sm">Edit notifications…</Button>}
        title={`Notifications of ${uid}`}
        description="Where email and SMS notifications go, and the user's own choices. A choice takes effect where the app's notification settings let users make it."
        submitLabel="Save"
        pendingLabel="Saving…"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="email"
            label="Email address"
            type="email"
            hint="Empty: no email."
          />
          <TextField
            control={form.control}
            name="phno"
            label="Phone number"
            type="tel"
            hint="Like +14155550100. Empty: no SMS."
          />
        </div>
        <TextField
          control={form.control}
          name="timezone"
          label="Timezone"
          hint="An IANA name such as Europe/Paris: the user's schedule is read in it."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="groupMessages"
            label="Group messages"
            options={MESSAGE_CHOICES}
            native
            disabled={locked.group}
            hint={locked.group ? LOCKED : undefined}
          />
          <SelectField
            control={form.control}
            name="oneOnOneMessages"
            label="One-on-one messages"
            options={MESSAGE_CHOICES}
            native
            disabled={locked.oneOnOne}
            hint={locked.oneOnOne ? LOCKED : undefined}
          />
        </div>
        <SwitchField
          control={form.control}
          name="dnd"
          label="Do not disturb"
          hint={locked.dnd ? LOCKED : "Nothing is sent while it is on."}
          disabled={locked.dnd}
        />
      </FormDialog>
    </div>
  );
}
