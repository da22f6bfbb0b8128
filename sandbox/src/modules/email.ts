import type { AnyRoute } from "../http/route";

export const emailRoutes: AnyRoute[] = [];
