"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmContent } from "@/components/confirm-action-button";
import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { type DataExportView, KIND_LABEL } from "@/lib/schemas/data-exports";
import { deleteExportAction, exportLinkAction } from "../_lib/actions";
import { exportKeys } from "../_lib/query-keys";
import { kindsLabel } from "./export-cells";

/** Asks for a fresh short-lived link, then lets the browser download from it. */
async function download(id: string, kind: string) {
  const res = await exportLinkAction({ id }).catch(() => undefined);
  if (!res?.data) {
    toast.error(res?.serverError ?? "The download could not start. Try again.");
    return;
  }
  window.location.assign(`${res.data.url}?kind=${encodeURIComponent(kind)}`);
}

export function ExportRowActions({ e }: { e: DataExportView }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      const res = await deleteExportAction({ id: e.id });
      if (res?.serverError || !res?.data) toast.error(res?.serverError ?? "The export was not deleted.");
      else toast.success("Export deleted.");
    } catch {
      toast.error("The export was not deleted.");
    } finally {
      setDeleting(false);
      await queryClient.invalidateQueries({ queryKey: exportKeys.all });
    }
  };
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {e.status === "done" && e.format === "zip" ? (
        <Button size="sm" variant="outline" onClick={() => download(e.id, "archive")}>
          <Download aria-hidden className="size-4" />
          Download zip
        </Button>
      ) : null}
      {e.status === "done" && e.format !== "zip"
        ? e.kinds.map((kind) => (
            <Button key={kind} size="sm" variant="outline" onClick={() => download(e.id, kind)}>
              <Download aria-hidden className="size-4" />
              {e.kinds.length === 1 ? "Download" : `Download ${KIND_LABEL[kind] ?? kind}`}
            </Button>
          ))
        : null}
      {e.deletable ? (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              size="sm"
              variant="ghost"
              disabled={deleting}
              aria-label={`Delete export of ${kindsLabel(e)}`}
            >
              <Trash2 aria-hidden className="size-4" />
              Delete
            </Button>
          </AlertDialogTrigger>
          <ConfirmContent
            title="Delete this export?"
            description={`The export of ${kindsLabel(e)} and its files are removed now${
              e.status === "running" || e.status === "queued" ? ", and its making stops" : ""
            }. Download links handed out for it stop working.`}
            confirmLabel="Delete export"
            onConfirm={remove}
          />
        </AlertDialog>
      ) : null}
    </div>
  );
}
