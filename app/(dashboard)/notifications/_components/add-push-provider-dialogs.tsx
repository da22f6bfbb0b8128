"use client";

import { Plus } from "lucide-react";
import { FileField } from "@/components/form/file-field";
import { FormDialog } from "@/components/form/form-dialog";
import { SwitchField } from "@/components/form/switch-field";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { addApnsProviderAction, addFcmProviderAction } from "../_lib/actions";
import {
  type AddApnsProviderInput,
  type AddFcmProviderInput,
  addApnsProviderInput,
  addFcmProviderInput,
} from "../_lib/schema";
import { useProviderDialog } from "./use-provider-dialog";

const ID_HINT = "Letters, digits, _ and -. Leave it blank and the service names it.";

export function AddFcmProviderDialog() {
  const start = { providerId: "", file: undefined } as unknown as AddFcmProviderInput;
  const { form, dialog } = useProviderDialog({
    schema: addFcmProviderInput,
    action: addFcmProviderAction,
    start,
    saved: () => "FCM provider added.",
  });
  return (
    <FormDialog
      {...dialog}
      trigger={
        <Button size="sm">
          <Plus aria-hidden className="size-4" />
          Add FCM provider
        </Button>
      }
      title="Add an FCM provider"
      description="Firebase Cloud Messaging sends to Android, iOS and web apps. Upload the service account's JSON key (Firebase console → Project settings → Service accounts → Generate new private key). Its private key is sent to the service and never shown again."
      submitLabel="Add provider"
      pendingLabel="Adding…"
    >
      <FileField
        control={form.control}
        name="file"
        label="Service account file"
        accept=".json,application/json"
      />
      <TextField control={form.control} name="providerId" label="Provider id" hint={ID_HINT} />
    </FormDialog>
  );
}

export function AddApnsProviderDialog() {
  const start = {
    providerId: "",
    file: undefined,
    keyId: "",
    teamId: "",
    bundleId: "",
    productionMode: false,
  } as unknown as AddApnsProviderInput;
  const { form, dialog } = useProviderDialog({
    schema: addApnsProviderInput,
    action: addApnsProviderAction,
    start,
    saved: () => "APNs provider added.",
  });
  return (
    <FormDialog
      {...dialog}
      trigger={
        <Button size="sm">
          <Plus aria-hidden className="size-4" />
          Add APNs provider
        </Button>
      }
      title="Add an APNs provider"
      description="Apple Push Notification service sends to iOS apps. Upload the .p8 key from your Apple developer account (Keys), with its key id and your team id. The key is sent to the service and never shown again."
      submitLabel="Add provider"
      pendingLabel="Adding…"
    >
      <FileField control={form.control} name="file" label=".p8 key file" accept=".p8" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="keyId"
          label="Key id"
          hint="10 characters, shown beside the key."
        />
        <TextField
          control={form.control}
          name="teamId"
          label="Team id"
          hint="10 characters, in Membership."
        />
      </div>
      <TextField
        control={form.control}
        name="bundleId"
        label="Bundle id"
        hint="Your app's, such as com.example.chat."
      />
      <SwitchField
        control={form.control}
        name="productionMode"
        label="Production"
        hint="On for App Store and TestFlight builds; off for builds from Xcode (the sandbox gateway)."
      />
      <TextField control={form.control} name="providerId" label="Provider id" hint={ID_HINT} />
    </FormDialog>
  );
}
