import { Skeleton } from "@/components/ui/skeleton";

// Re-exported by each `loading.tsx` below its role guard: a loading boundary above the guard
// would stream a 200 before `forbidden()` could answer 403.
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <div className="flex flex-col gap-2 pt-2">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    </div>
  );
}
