"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { ChatWidget } from "@/lib/server/api/mgmt-extensions";
import { WIDGET_DEFAULTS, WIDGET_FIELDS } from "@/lib/shared/extensions/catalogue";
import { WidgetForm } from "./extension-settings-form";

/** The app's chat widgets: pick one to change it, or make a new one. */
export function WidgetsPanel({ widgets }: { widgets: ChatWidget[] }) {
  const router = useRouter();
  const [open, setOpen] = useState<string | undefined>(widgets[0]?.widgetId);
  const current = widgets.find((w) => w.widgetId === open);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Widgets</legend>
        {widgets.map((w) => (
          <Button
            key={w.widgetId}
            variant={w.widgetId === open ? "default" : "outline"}
            size="sm"
            aria-pressed={w.widgetId === open}
            onClick={() => setOpen(w.widgetId)}
          >
            {String(w.configuration.name ?? w.widgetId)}
          </Button>
        ))}
        <Button
          variant={open === "" ? "default" : "outline"}
          size="sm"
          aria-pressed={open === ""}
          onClick={() => setOpen("")}
        >
          New widget
        </Button>
      </fieldset>
      {open && !current ? (
        // Just made: its configuration arrives with the page's refresh.
        <p className="text-sm text-muted-foreground">Loading the widget…</p>
      ) : widgets.length === 0 && open === undefined ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No chat widget yet: make one with “New widget”.
        </p>
      ) : (
        <WidgetForm
          key={open ?? "new"}
          fields={WIDGET_FIELDS}
          widgetId={open ?? ""}
          configuration={current?.configuration ?? WIDGET_DEFAULTS}
          onSaved={(id) => {
            toast.success(open ? "Widget saved." : "Widget created.");
            setOpen(id);
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
