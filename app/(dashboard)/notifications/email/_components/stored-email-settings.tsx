import { CopyButton } from "@/components/copy-button";
import { Facts } from "@/components/facts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { EmailSettingsView } from "@/lib/server/api/chat-email";

export function StoredEmailSettings({ settings: s }: { settings: EmailSettingsView }) {
  const rows: [string, string][] = [
    ["Provider API key", s.providerApiKeyMasked || "—"],
    ["Template id", s.providerTemplateID],
    ["Unsubscribe group id", s.providerUnsubscribeGroupID],
    ["Sender", `${s.senderName} <${s.senderEmail}>`],
    ["Replies", s.allowEmailReplies ? `Allowed, sent to ${s.senderEmailForReplies}` : "Not allowed"],
  ];
  return (
    <Card aria-labelledby="stored-email-heading">
      <CardHeader>
        <CardTitle id="stored-email-heading">Stored settings</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Facts
          rows={rows}
          className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm"
          valueClassName="break-all"
        />
        <div className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium">Replies webhook</h3>
          <p className="text-xs text-muted-foreground">
            Set this address as the inbound-parse webhook at your email provider, so replies reach the
            service.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-muted px-2 py-1 text-xs">{s.repliesWebhook}</code>
            <CopyButton value={s.repliesWebhook} label="Copy replies webhook" />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
