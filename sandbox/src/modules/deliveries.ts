import type { AnyRoute } from "../http/route";

export const deliveriesRoutes: AnyRoute[] = [];
