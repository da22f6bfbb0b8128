import type { AnyRoute } from "../http/route";

export const mgmtAppsRoutes: AnyRoute[] = [];
