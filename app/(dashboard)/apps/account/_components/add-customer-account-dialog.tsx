"use client";

import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { RegionField } from "@/components/form/region-field";
import { SecretField, TextField } from "@/components/form/text-field";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { Button } from "@/components/ui/button";
import { addCustomerAccountAction } from "../_lib/actions";
import { type AddCustomerAccountValues, addCustomerAccountInput } from "../_lib/schema";

const blank: AddCustomerAccountValues = {
  name: "",
  email: "",
  password: "",
  contactNumber: "",
  role: "",
  appName: "",
  appRegion: "us",
  industry: "",
  technology: "",
};

/** A reseller's customer: a new account of the service with its first app (multi-tenancy). */
export function AddCustomerAccountDialog() {
  const { form, dialog } = useDialogForm({
    schema: addCustomerAccountInput,
    action: addCustomerAccountAction,
    start: blank,
    onSaved: (t) => {
      toast.success(
        `Created the account ${t.email} with the app ${t.appName} (${t.appId}, ${t.region}). The customer signs in with that email and password; the app's keys are theirs.`,
      );
    },
  });
  const { control } = form;
  return (
    <FormDialog
      {...dialog}
      trigger={<Button variant="outline">Add a customer account</Button>}
      title="Add a customer account"
      description="A new account of the service for a customer of yours, with its first app. It is the customer's: it does not join this account's apps."
      submitLabel="Create the account"
      pendingLabel="Creating…"
    >
      <TextField control={control} name="name" label="Customer's name" />
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        hint="The account's sign-in name."
      />
      <SecretField control={control} name="password" label="Password" hint="At least 8 characters." />
      <TextField control={control} name="contactNumber" label="Contact number" hint="Optional." />
      <TextField control={control} name="role" label="Their role" hint="Optional, e.g. engineer." />
      <TextField control={control} name="appName" label="App name" />
      <RegionField control={control} name="appRegion" label="App region" native />
      <TextField control={control} name="industry" label="Industry" hint="Optional." />
      <TextField control={control} name="technology" label="Technology" hint="Optional, e.g. ReactJS." />
    </FormDialog>
  );
}
