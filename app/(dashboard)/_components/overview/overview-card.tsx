import Link from "next/link";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const TONE = {
  warning: "border-amber-500/60 bg-amber-500/5",
  danger: "border-destructive/60 bg-destructive/5",
} as const;

/** A card of the overview, linking to its page; `tone` colours it (its content says why in words). */
export function OverviewCard({
  title,
  href,
  linkLabel,
  tone,
  children,
}: {
  title: string;
  href: string;
  linkLabel: string;
  tone?: keyof typeof TONE;
  children: ReactNode;
}) {
  return (
    <Card aria-label={title} data-tone={tone} className={cn("flex flex-col", tone && TONE[tone])}>
      <CardHeader className="flex-row items-baseline justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        <Link href={href} className="text-sm text-primary underline-offset-4 hover:underline">
          {linkLabel}
        </Link>
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  );
}
