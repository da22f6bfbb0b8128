import type { AnyRoute } from "../http/route";
import { apiKeysRoutes } from "./api-keys";
import { callsRoutes } from "./calls";
import { conversationsRoutes } from "./conversations";
import { dataImportRoutes } from "./data-import";
import { deliveriesRoutes } from "./deliveries";
import { emailRoutes } from "./email";
import { extensionSettingsRoutes } from "./extension-settings";
import { groupsRoutes } from "./groups";
import { membersRoutes } from "./members";
import { messagesRoutes } from "./messages";
import { mgmtAppsRoutes } from "./mgmt-apps";
import { mgmtTenantsRoutes } from "./mgmt-tenants";
import { moderationRoutes } from "./moderation";
import { notificationLogRoutes } from "./notification-logs";
import { notificationProviderRoutes } from "./notification-providers";
import { notificationSettingsRoutes } from "./notification-settings";
import { notificationUserRoutes } from "./notification-users";
import { permissionsRoutes } from "./permissions";
import { pushTokenRoutes } from "./push-tokens";
import { reactionsRoutes } from "./reactions";
import { rolesRoutes } from "./roles";
import { statsRoutes } from "./stats";
import { threadRoutes } from "./threads";
import { usersRoutes } from "./users";
import { webhooksRoutes } from "./webhooks";

export const ALL_ROUTES: AnyRoute[] = [
  ...apiKeysRoutes,
  ...usersRoutes,
  ...rolesRoutes,
  ...permissionsRoutes,
  ...groupsRoutes,
  ...membersRoutes,
  ...messagesRoutes,
  ...threadRoutes,
  ...reactionsRoutes,
  ...moderationRoutes,
  ...conversationsRoutes,
  ...callsRoutes,
  ...statsRoutes,
  ...emailRoutes,
  ...notificationProviderRoutes,
  ...notificationSettingsRoutes,
  ...notificationUserRoutes,
  ...pushTokenRoutes,
  ...notificationLogRoutes,
  ...mgmtAppsRoutes,
  ...extensionSettingsRoutes,
  ...mgmtTenantsRoutes,
  ...webhooksRoutes,
  ...deliveriesRoutes,
  ...dataImportRoutes,
];
