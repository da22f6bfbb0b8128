import { conformToInitial } from "./before-record";
import type { Migration } from "./migration";

/**
 * The tables, indexes and triggers added since a store was made (count tables and their triggers, keyword terms,
 * notification tables, …), and notification_logs without the post columns it had for a day.
 */
export const laterObjects: Migration = {
  version: 7,
  name: "later_objects",
  up: conformToInitial,
};
