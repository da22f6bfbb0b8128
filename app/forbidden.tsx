import { StatusCard } from "@/components/status-card";

// Pages and layouts answer `forbidden()` inside the dashboard's `<main>`, so this fills what its header leaves.
export default function Forbidden() {
  return (
    <StatusCard title="Not allowed" role="alert">
      Your role does not allow this page. Ask an owner of this dashboard for access.
    </StatusCard>
  );
}
