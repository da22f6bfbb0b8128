import { z } from "zod";
import * as callsContract from "../../../lib/contract/calls";
import { sessionParams } from "../../../lib/contract/calls";
import { callDetailSchema } from "../../../lib/schemas/calls";
import type { AppRow } from "../core/apps";
import {
  type CallEvent,
  callDetail,
  callEvents,
  callTranscriptions,
  callView,
  countTranscriptions,
  deriveCall,
  type EventPeople,
  endCall,
  endEvents,
  findCall,
  insertCall,
  listCalls,
  RecordCallInput,
  requireCall,
  transcriptionView,
} from "../core/calls";
import { emit } from "../core/events";
import { groupView, requireGroup } from "../core/groups";
import { findUser, requireUser, userView } from "../core/users";
import { type Deps, seconds } from "../deps";
import { ApiError, badRequest, notFound } from "../http/errors";
import { pageMeta } from "../http/query";
import { type AnyRoute, appRoute, dataOf } from "../http/route";
import { reserveMessageId } from "../store/message-ids";

const endBody = z.strictObject({
  endedAt: z
    .number({ error: "must be a number" })
    .int("must be an integer")
    .min(0)
    .max(9_999_999_999)
    .optional(),
});

function fire(deps: Deps, app: AppRow, events: CallEvent[]) {
  for (const e of events) emit(deps, app, e.trigger, e.data, e.extra);
}

function people(deps: Deps, app: AppRow, input: RecordCallInput): EventPeople {
  const names: Record<string, string> = {};
  const initiator = requireUser(deps.db, app.id, input.initiator);
  names[initiator.uid] = initiator.name;
  for (const p of input.participants) names[p.uid] = requireUser(deps.db, app.id, p.uid).name;
  let receiver: Record<string, unknown>;
  if (input.receiverType === "user") {
    const row = requireUser(deps.db, app.id, input.receiver);
    names[row.uid] = row.name;
    receiver = userView(row);
  } else {
    receiver = groupView(deps.db, requireGroup(deps.db, app.id, input.receiver));
  }
  // The sandbox stores no call messages, but the event's message needs an id no real message will share.
  return { names, initiator: userView(initiator), receiver, messageId: String(reserveMessageId(deps.db)) };
}

const listCallsRoute = appRoute({
  ...callsContract.listCalls,
  handler: ({ deps, app, actor, query }) => {
    const { page, perPage, ...filters } = query;
    const { total, calls } = listCalls(deps.db, app.id, { ...filters, actor }, page, perPage);
    return {
      data: calls.map((c) => callView(c.row, c.participants)),
      meta: pageMeta(total, calls.length, page, perPage),
    };
  },
});

const getCallRoute = appRoute({
  ...callsContract.getCall,
  handler: ({ deps, app, actor, params }) => {
    const detail = callDetail(deps.db, requireCall(deps.db, app.id, params.sessionId));
    // The acting user sees only calls they took part in, as in the list.
    if (actor !== undefined && !detail.participants.some((p) => p.uid === actor)) {
      throw notFound("ERR_CALL_SESSION_NOT_FOUND", `The call session ${params.sessionId} does not exist.`);
    }
    return { data: detail };
  },
});

const transcriptionsRoute = appRoute({
  ...callsContract.listCallTranscriptions,
  handler: ({ deps, app, actor, params, query }) => {
    const call = requireCall(deps.db, app.id, params.sessionId);
    if (actor !== undefined && !callDetail(deps.db, call).participants.some((p) => p.uid === actor)) {
      throw notFound("ERR_CALL_SESSION_NOT_FOUND", `The call session ${params.sessionId} does not exist.`);
    }
    const { page, perPage } = query;
    const rows = callTranscriptions(deps.db, app.id, call.session_id, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return {
      data: rows.map(transcriptionView),
      meta: pageMeta(countTranscriptions(deps.db, app.id, call.session_id), rows.length, page, perPage),
    };
  },
});

const recordCallRoute = appRoute({
  api: "sandbox",
  method: "post",
  path: "/calls",
  summary:
    "Record a call as if it had happened (sandbox only) and fire its webhook events in time order. A session without leftAt is still in the call.",
  tag: "Sandbox",
  body: RecordCallInput,
  response: dataOf(callDetailSchema),
  handler: ({ deps, app, body }) => {
    const who = people(deps, app, body);
    if (body.sessionId !== undefined) {
      const prefix = `v1.${app.region}.${app.id}.`;
      if (!body.sessionId.startsWith(prefix)) {
        throw badRequest("The sessionId belongs to another app or region.", {
          sessionId: [`must start with ${prefix}`],
        });
      }
      if (findCall(deps.db, app.id, body.sessionId)) {
        throw new ApiError(
          409,
          "ERR_CALL_SESSION_ALREADY_EXISTS",
          `The call session ${body.sessionId} already exists.`,
        );
      }
    }
    const derived = deriveCall(body, { appId: app.id, region: app.region, publicUrl: deps.config.publicUrl });
    insertCall(deps.db, derived);
    fire(deps, app, callEvents(derived, who));
    return { data: callDetail(deps.db, derived.call) };
  },
});

const endCallRoute = appRoute({
  api: "sandbox",
  method: "post",
  path: "/calls/:sessionId/end",
  summary:
    "End an ongoing call (sandbox only): every device still in leaves at endedAt (default now); fires the left and ended events.",
  tag: "Sandbox",
  params: sessionParams,
  body: endBody,
  response: dataOf(callDetailSchema),
  handler: ({ deps, app, params, body }) => {
    const ended = endCall(deps.db, app.id, params.sessionId, body.endedAt ?? seconds(deps));
    const names: Record<string, string> = {};
    for (const p of ended.participants) {
      // A participant deleted since the call started keeps a name (the uid) in the events.
      if (!(p.uid in names)) names[p.uid] = findUser(deps.db, app.id, p.uid)?.name ?? p.uid;
    }
    fire(deps, app, endEvents(ended, { names }));
    return { data: callDetail(deps.db, ended.call) };
  },
});

export const callsRoutes: AnyRoute[] = [
  listCallsRoute,
  getCallRoute,
  transcriptionsRoute,
  recordCallRoute,
  endCallRoute,
];
