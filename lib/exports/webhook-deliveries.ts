import { isoSeconds } from "../csv";
import { listDeliveriesInput } from "../inputs/webhooks-query";
import { RouteError } from "../route";
import type { Delivery } from "../schemas/webhooks";
import { listWebhookDeliveries } from "../server/api/mgmt-webhooks";
import { servicePages } from "./paging";
import { defineExport, fieldColumns } from "./types";

const lastAttempt = (d: Delivery) => d.attemptsLog.at(-1);

const attemptsLog = (d: Delivery) =>
  d.attemptsLog
    .map(
      (a) =>
        `#${a.attempt} ${isoSeconds(a.attemptedAt)} ${a.status ?? "no answer"} ${a.durationMs} ms${a.error ? ` ${a.error}` : ""}`,
    )
    .join("; ");

export const webhookDeliveriesExport = defineExport({
  file: "webhook-deliveries",
  schema: listDeliveriesInput,
  minRole: "admin",
  columns: {
    createdAt: { label: "Queued (UTC)", value: (d: Delivery) => isoSeconds(d.createdAt) },
    ...fieldColumns<Delivery>()({ trigger: "Trigger", state: "State", lastStatus: "Status" }),
    duration: {
      label: "Duration",
      value: (d: Delivery) => {
        const a = lastAttempt(d);
        return a ? `${a.durationMs} ms` : "";
      },
    },
    error: { label: "Error", value: (d: Delivery) => lastAttempt(d)?.error },
    attempts: { label: "Attempts", value: attemptsLog },
    nextAttemptAt: { label: "Next attempt (UTC)", value: (d: Delivery) => isoSeconds(d.nextAttemptAt) },
  },
  // The schema's own bound (100) is the largest page this list may ask for.
  pages: (source, { webhookId, ...p }) =>
    servicePages(
      source,
      async (conn, paging) => {
        const res = await listWebhookDeliveries(conn, webhookId, { ...p, ...paging });
        if (!res)
          throw new RouteError(404, "NO_DELIVERY_LOG", "This service keeps no delivery log to export.");
        return res;
      },
      100,
    ),
});
