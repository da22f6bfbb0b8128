import type { AnyRoute } from "../http/route";

export const usersRoutes: AnyRoute[] = [];
