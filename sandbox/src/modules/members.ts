import type { AnyRoute } from "../http/route";

export const membersRoutes: AnyRoute[] = [];
