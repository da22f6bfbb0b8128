"use client";

import { useRouter } from "next/navigation";
import type { GroupDetail } from "@/lib/api/chat-groups";
import { GroupActions } from "../../_components/group-row-actions";
import { useGroup } from "./use-group";

export function GroupAdminActions({ initial }: { initial: GroupDetail }) {
  const router = useRouter();
  const group = useGroup(initial);
  return <GroupActions group={group} variant="buttons" onDeleted={() => router.push("/groups")} />;
}
