import { z } from "zod";
import { isoSeconds } from "../csv";
import type { ReceiverEndpoint } from "../receiver/endpoints";
import { listEndpoints } from "../receiver/service";
import { wholeList } from "./paging";
import { appOf, defineExport } from "./types";

export const receiversExport = defineExport({
  file: "receivers",
  schema: z.object({}),
  minRole: "admin",
  columns: {
    name: { label: "Name", value: (r: ReceiverEndpoint) => r.name },
    path: { label: "Path", value: (r: ReceiverEndpoint) => r.path },
    username: { label: "Username", value: (r: ReceiverEndpoint) => r.username },
    createdAt: { label: "Created (UTC)", value: (r: ReceiverEndpoint) => isoSeconds(r.createdAt) },
    previousPasswordExpiresAt: {
      label: "Old password valid until (UTC)",
      value: (r: ReceiverEndpoint) => isoSeconds(r.previousPasswordExpiresAt),
    },
  },
  pages: (source) => wholeList(() => listEndpoints(appOf(source).appId)),
});
