import { z } from "zod";
import { isoSeconds } from "../csv";
import type { ReceiverEndpoint } from "../receiver/endpoints";
import { listEndpoints } from "../receiver/service";
import { wholeList } from "./paging";
import { appOf, defineExport, fieldColumns } from "./types";

export const receiversExport = defineExport({
  file: "receivers",
  schema: z.object({}),
  minRole: "admin",
  columns: {
    ...fieldColumns<ReceiverEndpoint>()({ name: "Name", path: "Path", username: "Username" }),
    createdAt: { label: "Created (UTC)", value: (r: ReceiverEndpoint) => isoSeconds(r.createdAt) },
    previousPasswordExpiresAt: {
      label: "Old password valid until (UTC)",
      value: (r: ReceiverEndpoint) => isoSeconds(r.previousPasswordExpiresAt),
    },
  },
  pages: (source) => wholeList(() => listEndpoints(appOf(source).appId)),
});
