import type { AnyRoute } from "../http/route";

export const webhooksRoutes: AnyRoute[] = [];
