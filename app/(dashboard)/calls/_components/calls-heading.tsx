// `loading.tsx` shows it too, so the page's largest text paints with the first frame.
export function CallsHeading() {
  return (
    <div>
      <h1 className="text-2xl font-semibold">Calls</h1>
      <p className="text-sm text-muted-foreground">
        Every call of the app, newest first — the service lists calls by when they were initiated and offers
        no other order. Times are UTC.
      </p>
    </div>
  );
}
