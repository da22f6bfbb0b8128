import { StatusCard } from "@/components/status-card";

// An address no route matches; dashboard pages that find nothing answer with `(dashboard)/not-found.tsx`.
export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col">
      <StatusCard title="Page not found">There is nothing at this address.</StatusCard>
    </main>
  );
}
