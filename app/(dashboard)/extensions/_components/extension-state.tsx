import { Badge } from "@/components/ui/badge";
import { ExtensionToggle } from "./extension-toggle";

/** On a settings page: whether the extension is on, what that means with its settings, and the switch. */
export function ExtensionState({
  id,
  name,
  isActive,
  setUp,
}: {
  id: string;
  name: string;
  /** None: the service does not offer it to this app. */
  isActive: boolean | undefined;
  setUp: boolean;
}) {
  const sentence =
    isActive === undefined
      ? "The service does not list this extension for this app, so it cannot be turned on here."
      : !isActive
        ? "Off: the service does not run it. Settings saved here are kept and apply once it is on."
        : setUp
          ? "On: the service runs it for this app's messages."
          : "On, but it does nothing until its settings are saved below.";
  return (
    <section
      aria-label="State"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3"
    >
      <Badge variant={isActive ? (setUp ? "success" : "warning") : "muted"}>
        {isActive ? (setUp ? "On" : "On, needs settings") : "Off"}
      </Badge>
      <p className="flex-1 text-sm text-muted-foreground">{sentence}</p>
      {isActive === undefined ? null : <ExtensionToggle extension={{ id, name, isActive }} />}
    </section>
  );
}
