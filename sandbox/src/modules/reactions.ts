import type { AnyRoute } from "../http/route";

export const reactionsRoutes: AnyRoute[] = [];
