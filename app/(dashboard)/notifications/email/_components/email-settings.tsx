"use client";

import { useState } from "react";
import type { EmailSettingsView } from "@/lib/server/api/chat-email";
import { EmailSettingsForm } from "./email-settings-form";
import { StoredEmailSettings } from "./stored-email-settings";

export function EmailSettings({ initial }: { initial?: EmailSettingsView }) {
  const [stored, setStored] = useState(initial);
  return (
    <div className="flex flex-col gap-6">
      {stored ? (
        <StoredEmailSettings settings={stored} />
      ) : (
        <p
          role="status"
          className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground"
        >
          Not configured yet: no email provider settings are stored for this app. Fill in the form to store
          them.
        </p>
      )}
      <EmailSettingsForm stored={stored} onSaved={setStored} />
    </div>
  );
}
