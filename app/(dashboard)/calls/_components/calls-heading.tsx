import { PageHeader } from "@/components/page-header";

// `loading.tsx` shows it too, so the page's largest text paints with the first frame.
export function CallsHeading() {
  return (
    <PageHeader title="Calls">
      Every call of the app, newest first — the service lists calls by when they were initiated and offers no
      other order. Times are UTC.
    </PageHeader>
  );
}
