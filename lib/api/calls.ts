import "server-only";
import { callDetailSchema, callSchema } from "../schemas/calls";
import { dataEnvelope, pageEnvelope } from "../schemas/common";
import { type ListCallsQuery, listCallsQuery } from "./calls-query";
import { type Connection, serviceRequest } from "./request";

const callPage = pageEnvelope(callSchema);
const flag = (v: boolean | undefined) => (v === undefined ? undefined : String(v));
const oneCall = dataEnvelope(callDetailSchema);

/** One page of calls, newest first (the only order the service offers), with the true total. */
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

/** One call with its participants, recordings, latest transcriptions, metaData and tags; 404 is a ServiceError `ERR_CALL_SESSION_NOT_FOUND`. */
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
