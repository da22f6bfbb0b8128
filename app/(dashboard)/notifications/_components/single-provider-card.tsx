"use client";

import { useRouter } from "next/navigation";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { Badge } from "@/components/ui/badge";
import type { SingleKind } from "@/lib/server/api/chat-notifications";
import { deleteSingleProviderAction } from "../_lib/actions";

/** One provider of a one-per-app kind: what is saved (credentials masked), its form, and delete. */
export function SingleProviderCard({
  kind,
  title,
  about,
  lines,
  enabled,
  form,
}: {
  kind: SingleKind;
  title: string;
  about: string;
  /** The saved provider's details, or undefined when none is saved. */
  lines: string[] | undefined;
  enabled: boolean;
  form: React.ReactNode;
}) {
  const router = useRouter();
  const id = `${kind}-heading`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={id} className="font-medium">
            {title}{" "}
            {lines ? <Badge variant={enabled ? "success" : "muted"}>{enabled ? "On" : "Off"}</Badge> : null}
          </h3>
          <p className="text-sm text-muted-foreground">{about}</p>
        </div>
        <div className="flex items-center gap-2">
          {form}
          {lines ? (
            <ConfirmActionButton
              label="Delete"
              name={title}
              title={`Delete ${title}?`}
              description="Its credentials are removed from the service; nothing is sent through it until it is set up again."
              confirmLabel="Delete"
              action={() => deleteSingleProviderAction({ kind })}
              successMessage={`${title} was deleted.`}
              errorMessage={`${title} could not be deleted.`}
              onSuccess={() => router.refresh()}
            />
          ) : null}
        </div>
      </div>
      {lines ? (
        <ul className="text-sm">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Not set up.</p>
      )}
    </section>
  );
}
