// During the first sync (which starts on its own) the panel is on its way: never an empty state then.
export function EmptyPanel({ firstSync }: { firstSync: boolean }) {
  return (
    <section className="rounded-lg border border-dashed border-border p-8 text-center">
      <h2 className="text-lg font-medium">{firstSync ? "Copying the call history" : "No calls yet"}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {firstSync
          ? "Analytics read the dashboard’s own copy of the app’s calls. The first sync copies them from the service, newest first; the panel appears as soon as the first page is stored, and this page updates by itself."
          : "The service lists no calls for this app. Calls show here once they are made and synced."}
      </p>
    </section>
  );
}
