import { eventSummary } from "../receiver/event-summary";
import type { StoredEvent } from "../receiver/events";
import { listEventsQuery } from "../receiver/list-events-query";
import { listEvents } from "../receiver/service";
import { byCursor } from "./paging";
import { appOf, defineExport, fieldColumns } from "./types";

const EVENT_PAGE = 200;

export const eventsExport = defineExport({
  file: "events",
  schema: listEventsQuery,
  minRole: "viewer",
  columns: {
    receivedAt: { label: "Received (UTC)", value: (e: StoredEvent) => new Date(e.receivedAt).toISOString() },
    ...fieldColumns<StoredEvent>()({ trigger: "Trigger", family: "Family" }),
    about: { label: "About", value: (e: StoredEvent) => eventSummary(e.payload) },
    webhook: { label: "Webhook", value: (e: StoredEvent) => String(e.payload.webhook ?? "") },
    id: { label: "Event id", value: (e: StoredEvent) => e.id },
  },
  pages: (source, p) =>
    byCursor<StoredEvent, string>(async (before) => {
      const page = await listEvents({
        appId: appOf(source).appId,
        trigger: p.trigger,
        family: p.family,
        text: p.q,
        before: before ?? p.before,
        limit: EVENT_PAGE,
      });
      return { rows: page.events, next: page.nextBefore };
    }),
});
