import "server-only";
import { cache } from "react";
import { requireConnection } from "@/lib/server/action";
import { getExtensionSettings, listExtensions, listWidgets } from "@/lib/server/api/mgmt-extensions";
import { activeConnection } from "@/lib/server/connections";

// Cached per request: the page's heading and its sections share each read.
const connection = async () => requireConnection(await activeConnection()).conn;

/** The app's extensions with whether each is on. */
export const loadExtensions = cache(async () => listExtensions(await connection()));

/** An extension's stored settings, masked; undefined when none are stored. */
export const loadSettings = cache(async (id: string) => getExtensionSettings(await connection(), id));

/** The app's chat widgets, masked. */
export const loadWidgets = cache(async () => listWidgets(await connection()));
