"use client";

import { CopyButton } from "@/components/copy-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export interface IssuedView {
  id: string;
  name: string;
  url: string;
  username: string;
  password: string;
}

export function CredentialsPanel({ issued }: { issued: IssuedView }) {
  const rows: [string, string, string][] = [
    ["url", "URL", issued.url],
    ["username", "Username", issued.username],
    ["password", "Password", issued.password],
  ];
  return (
    <div className="flex flex-col gap-3">
      {rows.map(([key, label, value]) => (
        <div key={key} className="flex flex-col gap-1.5">
          <Label htmlFor={`issued-${key}`}>{label}</Label>
          <div className="flex gap-2">
            <Input
              id={`issued-${key}`}
              readOnly
              value={value}
              className="font-mono"
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
          </div>
        </div>
      ))}
      <p className="text-sm text-muted-foreground">
        Copy the password now: it is shown only this once. Use these in the webhook&apos;s URL and Basic-auth
        fields.
      </p>
    </div>
  );
}
