import { StatusCard } from "@/components/status-card";

// Inside the dashboard's own `<main>`, below its header: no second landmark, no full-screen height.
export default function DashboardNotFound() {
  return <StatusCard title="Page not found">There is nothing at this address.</StatusCard>;
}
