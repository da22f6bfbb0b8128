import { Badge } from "@/components/ui/badge";

const VARIANT = {
  ended: "success",
  ongoing: "default",
  unanswered: "warning",
  rejected: "danger",
} as const;

/** A call's or a participant's status, coloured by outcome; unknown values stay readable. */
export function CallStatusBadge({ status }: { status: string }) {
  const variant = status in VARIANT ? VARIANT[status as keyof typeof VARIANT] : "muted";
  return <Badge variant={variant}>{status}</Badge>;
}
