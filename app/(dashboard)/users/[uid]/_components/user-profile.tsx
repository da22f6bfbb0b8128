import { Facts } from "@/components/facts";
import { JsonDetails } from "@/components/json-details";
import { UserAvatar } from "@/components/user-avatar";
import { formatSeconds } from "@/lib/format";
import type { User } from "@/lib/schemas/users";
import { UserStatusBadge } from "../../_components/user-status";

export function UserProfile({ user }: { user: User }) {
  const rows: [string, React.ReactNode][] = [
    ["UID", <code key="uid">{user.uid}</code>],
    ["Name", user.name],
    ["Role", user.role],
    ["Status", <UserStatusBadge key="status" user={user} />],
    ["Status message", user.statusMessage || "—"],
    [
      "Avatar",
      <span key="avatar" className="flex items-center gap-3">
        <UserAvatar size="lg" name={user.name} id={user.uid} src={user.avatar} />
        {user.avatar && /^https?:\/\//i.test(user.avatar) ? (
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={user.avatar}
            rel="noreferrer noopener"
            target="_blank"
          >
            Open image
          </a>
        ) : user.avatar ? null : (
          <span className="text-muted-foreground">No picture: initials shown</span>
        )}
      </span>,
    ],
    ["Link", user.link ? <Url key="link" href={user.link} /> : "—"],
    ["Tags", user.tags?.length ? user.tags.join(", ") : "—"],
    ["Created (UTC)", formatSeconds(user.createdAt)],
    ["Updated (UTC)", formatSeconds(user.updatedAt)],
    ["Last active (UTC)", formatSeconds(user.lastActiveAt)],
    ["Deactivated (UTC)", formatSeconds(user.deactivatedAt)],
  ];
  return (
    <section aria-labelledby="profile-heading" className="rounded-lg border border-border bg-card p-4">
      <h2 id="profile-heading" className="mb-3 text-lg font-semibold">
        Profile
      </h2>
      <Facts
        rows={rows}
        className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]"
        valueClassName="break-all"
      />
      {user.metadata && Object.keys(user.metadata).length > 0 ? (
        <JsonDetails summary="Metadata" value={user.metadata} className="mt-3" />
      ) : null}
    </section>
  );
}

/** Links the service's URL fields only when they are http(s), so a stored `javascript:` URL stays text. */
function Url({ href }: { href: string }) {
  return /^https?:\/\//i.test(href) ? (
    <a
      className="text-primary underline-offset-4 hover:underline"
      href={href}
      rel="noreferrer noopener"
      target="_blank"
    >
      {href}
    </a>
  ) : (
    <span>{href}</span>
  );
}
