import type { AnyRoute } from "../http/route";

export const messagesRoutes: AnyRoute[] = [];
