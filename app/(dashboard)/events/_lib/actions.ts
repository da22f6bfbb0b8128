"use server";

import { listEventsQuery } from "@/lib/receiver/list-events-query";
import { getEvent } from "@/lib/receiver/service";
import { appActionClient, UserFacingError } from "@/lib/server/action";
import { postEvent } from "@/lib/test-events/post-event";
import { eventsPage } from "./events-page";
import { replayEventInput } from "./schema";

export const listEventsAction = appActionClient
  .metadata({ name: "events.list", minRole: "viewer", mutation: false })
  .inputSchema(listEventsQuery)
  .action(async ({ parsedInput, ctx }) => eventsPage(ctx.connection.appId, parsedInput));

export const replayEventAction = appActionClient
  .metadata({ name: "events.replay", minRole: "admin", mutation: true })
  // The schema applies the webhook URL rule: a refused URL comes back as the url field's error.
  .inputSchema(replayEventInput)
  .action(async ({ parsedInput, ctx }) => {
    const { appId } = ctx.connection;
    const event = await getEvent(parsedInput.id);
    if (!event || event.appId !== appId) throw new UserFacingError("No stored event has this id.");
    return postEvent(parsedInput.url, event.payload);
  });
