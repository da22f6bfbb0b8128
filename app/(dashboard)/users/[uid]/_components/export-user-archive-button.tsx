"use client";

import { Archive } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { createUserArchiveAction } from "../_lib/archive-action";

/**
 * Starts an archive of everything about the user (a background export) and then links to its row on the
 * exports page, where its progress shows and it downloads once made.
 */
export function ExportUserArchiveButton({ uid }: { uid: string }) {
  const start = useAction(createUserArchiveAction, {
    onSuccess: () => toast.success("The archive is being made. Exports lists it with its progress."),
    onError: ({ error }) => toast.error(error.serverError ?? "The archive could not be started."),
  });
  const href = start.result.data?.href;
  if (href) {
    return (
      <Button asChild variant="outline">
        {/* A whole page load, so the browser marks the row the link's fragment names (:target). */}
        <a href={href}>
          <Archive aria-hidden className="size-4" />
          See the archive on Exports
        </a>
      </Button>
    );
  }
  return (
    <Button variant="outline" disabled={start.isPending} onClick={() => start.execute({ uid })}>
      <Archive aria-hidden className="size-4" />
      {start.isPending ? "Starting the archive…" : "Export everything about this user"}
    </Button>
  );
}
