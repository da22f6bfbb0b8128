import * as callsContract from "../contract/calls";
import { isoSeconds } from "../csv";
import { formatMinutes } from "../format";
import { listCallsInput } from "../inputs/calls-query";
import type { Call } from "../schemas/calls";
import { call } from "../server/api/call";
import { byPageNumber, fromPagination, MAX_PAGE_SIZE } from "./paging";
import { appOf, defineExport } from "./types";

export const callsExport = defineExport({
  file: "calls",
  schema: listCallsInput,
  minRole: "viewer",
  columns: {
    initiatedAt: { label: "Initiated (UTC)", value: (c: Call) => isoSeconds(c.initiatedAt) },
    type: { label: "Type", value: (c: Call) => c.type },
    mode: { label: "Mode", value: (c: Call) => c.mode },
    status: { label: "Status", value: (c: Call) => c.status },
    initiator: { label: "Initiator", value: (c: Call) => c.initiator },
    receiver: { label: "Receiver", value: (c: Call) => `${c.receiver} (${c.receiverType})` },
    totalDuration: { label: "Duration", value: (c: Call) => c.totalDuration },
    totalParticipants: { label: "Participants", value: (c: Call) => c.totalParticipants },
    minutes: {
      label: "Minutes (audio / video)",
      value: (c: Call) => `${formatMinutes(c.totalAudioMinutes)} / ${formatMinutes(c.totalVideoMinutes)}`,
    },
    hasRecording: { label: "Recording", value: (c: Call) => (c.hasRecording ? "yes" : "no") },
    hasTranscription: { label: "Transcript", value: (c: Call) => (c.hasTranscription ? "yes" : "no") },
    sessionId: { label: "Session id", value: (c: Call) => c.sessionId },
  },
  pages: (source, p) =>
    byPageNumber(async (page) =>
      fromPagination(
        await call(appOf(source).conn, callsContract.listCalls, {
          query: { ...p, page, perPage: MAX_PAGE_SIZE },
        }),
      ),
    ),
});
