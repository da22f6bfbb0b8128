import { SectionError } from "@/components/section/section-error";
import { failureSentence } from "@/lib/failure-sentence";
import { ExtensionState } from "../../_components/extension-state";
import { WidgetsPanel } from "../../_components/widgets-panel";
import { loadExtensions, loadSettings, loadWidgets } from "../_lib/load";

// Streamed under the heading as each read finishes; a refusal of the service stays in its section.

/** Whether the extension is on, and whether it is set up (its settings stored, or a widget made). */
export async function StateSection({ id, name }: { id: string; name: string }) {
  let read: [Awaited<ReturnType<typeof loadExtensions>>, boolean];
  try {
    read = await Promise.all([
      loadExtensions(),
      id === "widget"
        ? loadWidgets().then((w) => w.length > 0)
        : loadSettings(id).then((s) => s !== undefined),
    ]);
  } catch (e) {
    return <SectionError what="The extension's state" message={failureSentence(e)} />;
  }
  const [extensions, setUp] = read;
  return (
    <ExtensionState
      id={id}
      name={name}
      isActive={extensions.find((e) => e.id === id)?.isActive}
      setUp={setUp}
    />
  );
}

export async function WidgetsSection() {
  let widgets: Awaited<ReturnType<typeof loadWidgets>>;
  try {
    widgets = await loadWidgets();
  } catch (e) {
    return <SectionError what="The widgets" message={failureSentence(e)} />;
  }
  return <WidgetsPanel widgets={widgets} />;
}
