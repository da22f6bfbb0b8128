import "server-only";
import type { ListEventsParams } from "@/lib/receiver/list-events-query";
import { listEvents } from "@/lib/receiver/service";

export async function eventsPage(appId: string, p: ListEventsParams) {
  const page = await listEvents({
    appId,
    trigger: p.trigger,
    family: p.family,
    text: p.q,
    before: p.before,
    limit: 50,
  });
  return { data: page.events, nextBefore: page.nextBefore };
}
export type EventsPage = Awaited<ReturnType<typeof eventsPage>>;
