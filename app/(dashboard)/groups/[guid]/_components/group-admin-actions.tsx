"use client";

import { useRouter } from "next/navigation";
import { PermissionsDialog } from "@/components/permissions/permissions-dialog";
import type { GroupDetail } from "@/lib/api/chat-groups";
import type { GroupScope } from "@/lib/schemas/permissions";
import { GroupActions } from "../../_components/group-row-actions";
import { useGroup } from "./use-group";

export function GroupAdminActions({ initial }: { initial: GroupDetail }) {
  const router = useRouter();
  const group = useGroup(initial);
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
      <GroupActions group={group} variant="buttons" onDeleted={() => router.push("/groups")} />
    </div>
  );
}
