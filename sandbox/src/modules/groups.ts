import type { AnyRoute } from "../http/route";

export const groupsRoutes: AnyRoute[] = [];
