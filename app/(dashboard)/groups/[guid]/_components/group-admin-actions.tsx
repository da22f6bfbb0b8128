"use client";

import { useRouter } from "next/navigation";
import { PermissionsDialog } from "@/components/permissions/permissions-dialog";
import { Button } from "@/components/ui/button";
import { useOpenFromUrl } from "@/components/use-open-from-url";
import type { GroupScope } from "@/lib/schemas/permissions";
import type { GroupDetail } from "@/lib/server/api/chat-groups";
import { GroupActions } from "../../_components/group-row-actions";
import { TransferOwnershipDialog } from "./transfer-ownership-dialog";
import { useGroup } from "./use-group";
import { useRefreshGroup } from "./use-refresh-group";

export function GroupAdminActions({ initial }: { initial: GroupDetail }) {
  const router = useRouter();
  const group = useGroup(initial);
  const refresh = useRefreshGroup(group.guid);
  // `?transfer=1` opens it: the way through from an action its owner cannot undergo (a ban, elsewhere).
  const [transfer, setTransfer] = useOpenFromUrl("transfer");
  const scopeTarget = (scope: GroupScope) => ({
    label: `${scope}s`,
    owner: { kind: "scope" as const, guid: group.guid, scope },
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PermissionsDialog
        targets={[scopeTarget("admin"), scopeTarget("moderator"), scopeTarget("participant")]}
        trigger="Member permissions"
        title={`What members of ${group.name} may do, by scope`}
      />
      <Button variant="outline" onClick={() => setTransfer(true)}>
        Transfer ownership
      </Button>
      <TransferOwnershipDialog
        guid={group.guid}
        groupName={group.name}
        owner={group.owner}
        open={transfer}
        onOpenChange={setTransfer}
        onTransferred={refresh}
      />
      <GroupActions group={group} variant="buttons" onDeleted={() => router.push("/groups")} />
    </div>
  );
}
