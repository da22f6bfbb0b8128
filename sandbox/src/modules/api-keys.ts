import type { AnyRoute } from "../http/route";

export const apiKeysRoutes: AnyRoute[] = [];
