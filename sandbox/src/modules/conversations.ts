import type { AnyRoute } from "../http/route";

export const conversationsRoutes: AnyRoute[] = [];
