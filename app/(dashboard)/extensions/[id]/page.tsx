import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LoadError } from "@/components/load-error";
import { requireConnection } from "@/lib/action";
import {
  type ChatWidget,
  getExtensionSettings,
  listExtensions,
  listWidgets,
} from "@/lib/api/mgmt-extensions";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { EXTENSION_SETTINGS } from "@/lib/extensions/catalogue";
import { failureSentence } from "@/lib/failure-sentence";
import { ExtensionSettingsForm } from "../_components/extension-settings-form";
import { ExtensionState } from "../_components/extension-state";
import { WidgetsPanel } from "../_components/widgets-panel";

type Props = { params: Promise<{ id: string }> };

const nameOf = (id: string) => (id === "widget" ? "Chat widgets" : EXTENSION_SETTINGS[id]?.name);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: nameOf((await params).id) ?? "Extension" };
}

export default async function ExtensionSettingsPage({ params }: Props) {
  await guardPage("admin");
  const { id } = await params;
  const name = nameOf(id);
  if (!name) notFound();
  let stored: Record<string, unknown> | undefined;
  let widgets: ChatWidget[] = [];
  let isActive: boolean | undefined;
  let error: string | undefined;
  try {
    const { conn } = requireConnection(await activeConnection());
    const widget = id === "widget";
    const [extensions, w, s] = await Promise.all([
      listExtensions(conn),
      widget ? listWidgets(conn) : [],
      widget ? undefined : getExtensionSettings(conn, id),
    ]);
    widgets = w;
    stored = s;
    isActive = extensions.find((e) => e.id === id)?.isActive;
  } catch (e) {
    error = failureSentence(e);
  }
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div>
        <Link href="/extensions" className="text-sm text-muted-foreground hover:underline">
          ← Extensions
        </Link>
        <h1 className="text-2xl font-semibold">{name}</h1>
        <p className="text-sm text-muted-foreground">
          {id === "widget"
            ? "Chat windows for your website, each with its look, sidebar and features."
            : stored
              ? "The settings the service keeps for this extension. Secrets are shown masked; leave one blank to keep it."
              : "Not set up yet: the extension needs these settings before it works."}
        </p>
      </div>
      {error ? (
        <LoadError what="The settings" reason={error} />
      ) : (
        <>
          <ExtensionState
            id={id}
            name={name}
            isActive={isActive}
            setUp={id === "widget" ? widgets.length > 0 : stored !== undefined}
          />
          {id === "widget" ? (
            <WidgetsPanel widgets={widgets} />
          ) : (
            <ExtensionSettingsForm id={id} stored={stored} />
          )}
        </>
      )}
    </div>
  );
}
