import { Skeleton } from "@/components/ui/skeleton";

export default function CallLoading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
      <Skeleton className="h-40" />
      <span className="sr-only">Loading the call…</span>
    </div>
  );
}
