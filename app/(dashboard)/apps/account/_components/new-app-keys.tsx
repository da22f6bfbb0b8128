"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogHead } from "@/components/ui/dialog";
import { connectAccountAppAction } from "../_lib/actions";

type NewApp = {
  id: string;
  name: string;
  region: string;
  keys: { apiKey: string; name: string; scope: string }[];
};

export function NewAppKeys({ app, onDone }: { app: NewApp; onDone: () => void }) {
  const router = useRouter();
  const connect = useAction(connectAccountAppAction, {
    onSuccess: ({ data }) => {
      toast.success(`${data?.name ?? app.name} is connected: pick it in the app switcher.`);
      router.refresh();
      onDone();
    },
    onError: ({ error }) => toast.error(error.serverError ?? "The app could not be connected."),
  });
  return (
    <>
      <DialogHead title={`Created ${app.name}`}>
        App <code>{app.id}</code> in region {app.region.toUpperCase()}. Copy its keys now: they are not shown
        again here.
      </DialogHead>
      <ul aria-label="Keys of the new app" className="flex flex-col gap-3">
        {app.keys.map((k) => (
          <li key={k.apiKey} className="flex flex-col gap-1 rounded-md border border-border p-3">
            <span className="text-sm font-medium">
              {k.name} <span className="font-normal text-muted-foreground">({k.scope})</span>
            </span>
            <div className="flex flex-wrap items-center gap-2">
              <code className="break-all rounded bg-muted px-2 py-1 text-xs">{k.apiKey}</code>
              <CopyButton value={k.apiKey} label={`Copy ${k.name}`} />
            </div>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
        <Button
          disabled={connect.isPending}
          onClick={() => connect.execute({ appId: app.id, name: app.name })}
        >
          {connect.isPending ? "Connecting…" : "Connect to the dashboard"}
        </Button>
      </DialogFooter>
    </>
  );
}
