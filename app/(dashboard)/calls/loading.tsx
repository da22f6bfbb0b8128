import { Skeleton } from "@/components/ui/skeleton";
import { CallsHeading } from "./_components/calls-heading";

export default function CallsLoading() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <CallsHeading />
      <div className="flex flex-wrap gap-3">
        {Array.from({ length: 9 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <Skeleton key={i} className="h-14 w-36" />
        ))}
      </div>
      <div className="rounded-lg border border-border">
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
          <Skeleton key={i} className="m-2 h-8" />
        ))}
      </div>
      <span className="sr-only">Loading calls…</span>
    </div>
  );
}
