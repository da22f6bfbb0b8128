import { JsonDetails } from "@/components/json-details";
import { formatSeconds } from "@/lib/format";
import type { Message } from "@/lib/schemas/messages";

export function DeletionResult({ action }: { action: Message }) {
  const on = action.data.entities?.on?.entity as { id?: string; deletedAt?: number } | undefined;
  return (
    <section
      role="status"
      aria-label="Deletion result"
      className="rounded-lg border border-emerald-500/40 bg-emerald-500/5 p-4 text-sm"
    >
      <p className="font-medium">
        The service answered action message #{action.id}: <code>{action.data.action}</code> by{" "}
        {action.sender === "app_system" ? "the app" : action.sender} on message #{on?.id ?? "?"}
        {on?.deletedAt ? ` at ${formatSeconds(on.deletedAt)} UTC` : ""}.
      </p>
      <JsonDetails summary="The action message (JSON)" value={action} className="mt-2" />
    </section>
  );
}
