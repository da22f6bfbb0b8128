import { Badge } from "@/components/ui/badge";

const VARIANT = {
  ended: "success",
  ongoing: "default",
  unanswered: "warning",
  rejected: "danger",
} as const;

export function CallStatusBadge({ status }: { status: string }) {
  const variant = status in VARIANT ? VARIANT[status as keyof typeof VARIANT] : "muted";
  return <Badge variant={variant}>{status}</Badge>;
}
