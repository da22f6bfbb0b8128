/** The name with the id beside it; the id alone until (or unless) the name is known. */
export function NameWithId({ id, name }: { id: string; name?: string }) {
  if (!name) return <span className="font-mono text-xs">{id}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span>{name}</span>
      <span className="font-mono text-xs text-muted-foreground">{id}</span>
    </span>
  );
}
