"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import type { ReceiverEndpoint } from "@/lib/receiver/endpoints";
import { rotateReceiverEndpointAction } from "../../_lib/receiver-actions";
import { CredentialsPanel, type IssuedView } from "./credentials-panel";

const GRACE_OPTIONS = [
  { seconds: 0, label: "None: the old password stops at once" },
  { seconds: 3600, label: "1 hour" },
  { seconds: 86_400, label: "1 day" },
  { seconds: 7 * 86_400, label: "7 days" },
  { seconds: 30 * 86_400, label: "30 days" },
] as const;

/** Issues a new password; the old one keeps working for the chosen grace period. */
export function RotateReceiverDialog({ endpoint }: { endpoint: ReceiverEndpoint }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [grace, setGrace] = useState(86_400);
  const [issued, setIssued] = useState<IssuedView>();
  const { execute, isPending } = useAction(rotateReceiverEndpointAction, {
    onSuccess: ({ data }) => {
      if (!data) return;
      setIssued(data);
      toast.success(`Rotated the credentials of ${endpoint.name}.`);
      router.refresh();
    },
    onError: ({ error }) => toast.error(error.serverError ?? "The credentials were not rotated."),
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setIssued(undefined);
  };
  const graceId = `grace-${endpoint.id}`;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Rotate<span className="sr-only"> {endpoint.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rotate the credentials of {endpoint.name}</DialogTitle>
          <DialogDescription>
            A new password is issued; update the webhook before the old one stops working.
          </DialogDescription>
        </DialogHeader>
        {issued ? (
          <>
            <CredentialsPanel issued={issued} />
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              execute({ id: endpoint.id, graceSeconds: grace });
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={graceId}>Old password still accepted for</Label>
              <select
                id={graceId}
                className="h-9 rounded-md border border-border bg-background px-2 text-sm"
                value={grace}
                onChange={(e) => setGrace(Number(e.target.value))}
              >
                {GRACE_OPTIONS.map((o) => (
                  <option key={o.seconds} value={o.seconds}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <DialogFooter>
              <Button type="submit" disabled={isPending}>
                {isPending ? "Rotating…" : "Rotate credentials"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
