import type { AnyRoute } from "../http/route";

export const callsRoutes: AnyRoute[] = [];
