import { fillTemplate } from "@/lib/shared/notification-template";

export interface PreviewTemplates {
  pushDefault: { titleOneOnOne?: string; body?: string };
  pushPrivacy: { titleOneOnOne?: string; body?: string };
  emailSubject?: string;
}

// A sample message, filled into the app's own templates as the service would.
const SAMPLE: Record<string, string> = {
  "message.data.entities.sender.entity.name": "Ana Laurent",
  "message.data.entities.receiver.entity.name": "Design team",
  "message.data.text": "Can we move the review to 5 pm?",
  "senderDetails.name": "Ana Laurent",
  "groupDetails.name": "Design team",
};

function Push({ label, template }: { label: string; template: { titleOneOnOne?: string; body?: string } }) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
      <div className="rounded-xl border bg-muted/40 p-3 shadow-sm">
        <div className="text-sm font-semibold">{fillTemplate(template.titleOneOnOne ?? "", SAMPLE)}</div>
        <div className="text-sm">{fillTemplate(template.body ?? "", SAMPLE)}</div>
      </div>
    </figure>
  );
}

/** A push notification and an email subject as a user would see them, under the chosen privacy option. */
export function NotificationPreview({
  privacy,
  templates,
}: {
  privacy: number;
  templates: PreviewTemplates;
}) {
  return (
    <aside aria-label="Preview" className="flex flex-col gap-3">
      <h2 className="text-sm font-medium">Preview</h2>
      {privacy === 2 ? (
        <Push label="Push, every user" template={templates.pushPrivacy} />
      ) : (
        <Push
          label={privacy === 3 ? "Push, most users" : "Push, every user"}
          template={templates.pushDefault}
        />
      )}
      {privacy === 3 ? <Push label="Push, users who hide content" template={templates.pushPrivacy} /> : null}
      {templates.emailSubject ? (
        <figure className="flex flex-col gap-1">
          <figcaption className="text-xs text-muted-foreground">Email subject</figcaption>
          <div className="rounded-md border p-3 text-sm">{fillTemplate(templates.emailSubject, SAMPLE)}</div>
        </figure>
      ) : null}
      <p className="text-xs text-muted-foreground">
        With a sample message from Ana Laurent, in the app&apos;s own templates.
      </p>
    </aside>
  );
}
