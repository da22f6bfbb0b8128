import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { SectionBody } from "@/components/section/section-card";
import { guardPage } from "@/lib/auth/guard";
import { failureSentence } from "@/lib/failure-sentence";
import { EXTENSION_SETTINGS } from "@/lib/shared/extensions/catalogue";
import { ExtensionSettingsForm } from "../_components/extension-settings-form";
import { StateSection, WidgetsSection } from "./_components/extension-sections";
import { loadSettings } from "./_lib/load";

type Props = { params: Promise<{ id: string }> };

const nameOf = (id: string) => (id === "widget" ? "Chat widgets" : EXTENSION_SETTINGS[id]?.name);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: nameOf((await params).id) ?? "Extension" };
}

// The heading says whether the extension is set up: its settings are the one read awaited here (the widgets
// page awaits none). Whether it is on, and the widgets, stream in.
export default async function ExtensionSettingsPage({ params }: Props) {
  await guardPage("admin");
  const { id } = await params;
  const name = nameOf(id);
  if (!name) notFound();
  const widget = id === "widget";
  let stored: Record<string, unknown> | undefined;
  let error: string | undefined;
  if (!widget) {
    try {
      stored = await loadSettings(id);
    } catch (e) {
      error = failureSentence(e);
    }
  }
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader back={{ href: "/extensions", label: "Extensions" }} title={name}>
        {widget
          ? "Chat windows for your website, each with its look, sidebar and features."
          : stored
            ? "The settings the service keeps for this extension. Secrets are shown masked; leave one blank to keep it."
            : "Not set up yet: the extension needs these settings before it works."}
      </PageHeader>
      {error ? (
        <LoadError what="The settings" reason={error} />
      ) : (
        <>
          <SectionBody label="State" what="The extension's state">
            <StateSection id={id} name={name} />
          </SectionBody>
          {widget ? (
            <SectionBody label="Chat widgets" what="The widgets">
              <WidgetsSection />
            </SectionBody>
          ) : (
            <ExtensionSettingsForm id={id} stored={stored} />
          )}
        </>
      )}
    </div>
  );
}
