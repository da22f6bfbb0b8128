import "server-only";
import { callDetailSchema, callSchema } from "../schemas/calls";
import { dataEnvelope, pageEnvelope } from "../schemas/common";
import { type ListCallsQuery, listCallsQuery } from "./calls-query";
import { type Connection, serviceRequest } from "./request";

const callPage = pageEnvelope(callSchema);
const flag = (v: boolean | undefined) => (v === undefined ? undefined : String(v));
const oneCall = dataEnvelope(callDetailSchema);

/** Newest first: the only order the service offers. */
export async function listCalls(conn: Connection, query: ListCallsQuery = {}, onBehalfOf?: string) {
  const q = listCallsQuery.parse(query);
  return serviceRequest(conn, {
    api: "calls",
    path: "/calls",
    query: { ...q, hasRecording: flag(q.hasRecording), hasTranscription: flag(q.hasTranscription) },
    onBehalfOf,
    schema: callPage,
  });
}

export async function getCall(conn: Connection, sessionId: string, onBehalfOf?: string) {
  const res = await serviceRequest(conn, {
    api: "calls",
    path: `/calls/${encodeURIComponent(sessionId)}`,
    onBehalfOf,
    schema: oneCall,
  });
  return res.data;
}

export type CallPage = Awaited<ReturnType<typeof listCalls>>;
export type CallDetail = Awaited<ReturnType<typeof getCall>>;
export type CallParticipant = CallDetail["participants"][number];
