"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { setRequireTwoFactorAction } from "../_lib/actions";

export function TwoFactorPolicy({ required }: { required: boolean }) {
  const router = useRouter();
  const { execute, isPending } = useAction(setRequireTwoFactorAction, {
    onSuccess: ({ data }) => {
      toast.success(
        data?.required ? "Two-factor sign-in is now required." : "Two-factor sign-in is optional again.",
      );
      router.refresh();
    },
    onError: ({ error }) => toast.error(error.serverError ?? "The setting was not saved."),
  });
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-3">
      <Switch
        id="require-two-factor"
        checked={required}
        disabled={isPending}
        onCheckedChange={(checked) => execute({ required: checked })}
      />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor="require-two-factor">Require two-factor sign-in for every admin</Label>
        <p className="text-sm text-muted-foreground">
          Admins without it are sent to set it up before they can open anything else.
        </p>
      </div>
    </div>
  );
}
