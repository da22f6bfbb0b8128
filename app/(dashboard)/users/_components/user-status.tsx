import { Badge } from "@/components/ui/badge";
import type { User } from "@/lib/schemas/users";

export function UserStatusBadge({ user }: { user: Pick<User, "status" | "deactivatedAt"> }) {
  if (user.deactivatedAt) return <Badge variant="danger">deactivated</Badge>;
  const online = user.status === "available" || user.status === "online";
  return <Badge variant={online ? "success" : "muted"}>{user.status}</Badge>;
}
