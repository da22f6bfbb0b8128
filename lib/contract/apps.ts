import { z } from "zod";
import {
  APP_SETTING_KEYS,
  appSettingsEnvelope,
  fetchUsageEnvelope,
  fetchUsageInput,
  mapSettingsEnvelope,
  mapSettingsInput,
  unmapSettingsEnvelope,
  unmapSettingsInput,
} from "../schemas/app-settings";
import {
  appEnvelope,
  appListEnvelope,
  collaboratorChangesEnvelope,
  collaboratorListEnvelope,
  createAppInput,
  deleteAppEnvelope,
  extensionChangesEnvelope,
  extensionListEnvelope,
  updateCollaboratorsInput,
  updateExtensionsInput,
} from "../schemas/apps";
import { addTenantInput, tenantEnvelope } from "../schemas/tenants";
import { contract } from "./define";
import { pageQuery } from "./query";

// The account's apps, each app's settings, extensions and team, and customer accounts (management API).

export const appParams = z.object({ appId: z.string() });

export const listAppsQuery = pageQuery(25).extend({ searchKey: z.string().max(100).optional() });

export const createApp = contract({
  api: "mgmt",
  method: "post",
  path: "/apps",
  summary: "Create an app with its two starting keys",
  tag: "Management: apps",
  body: createAppInput,
  response: appEnvelope,
});

export const listApps = contract({
  api: "mgmt",
  method: "get",
  path: "/apps",
  summary: "List apps (searchKey matches a part of the name or id)",
  tag: "Management: apps",
  query: listAppsQuery,
  response: appListEnvelope,
});

export const deleteApp = contract({
  api: "mgmt",
  method: "delete",
  path: "/apps/:appId",
  summary: "Delete an app: it stops answering at once and is purged after 30 days",
  tag: "Management: apps",
  params: appParams,
  response: deleteAppEnvelope,
});

export const getAppSettings = contract({
  api: "mgmt",
  method: "get",
  path: "/apps/:appId/settings",
  summary: `The app's settings, each at its value or its default (${APP_SETTING_KEYS.join(", ")})`,
  tag: "Management: app settings",
  params: appParams,
  response: appSettingsEnvelope,
});

export const mapAppSettings = contract({
  api: "mgmt",
  method: "post",
  path: "/apps/:appId/settings",
  summary:
    "Map settings to true or false; an outcome per key, as published (an unknown key fails on its own). The conversation settings decide from then on which new messages become a conversation's last message.",
  tag: "Management: app settings",
  params: appParams,
  body: mapSettingsInput,
  response: mapSettingsEnvelope,
});

export const unmapAppSettings = contract({
  api: "mgmt",
  method: "delete",
  path: "/apps/:appId/settings",
  summary:
    "Unmap settings: every one back to its default, or [ours] only those named in `settings`; answers {success, message} as published",
  tag: "Management: app settings",
  params: appParams,
  body: unmapSettingsInput,
  response: unmapSettingsEnvelope,
});

export const requestUsage = contract({
  api: "mgmt",
  method: "post",
  path: "/apps/:appId/usage",
  summary:
    "Ask for the app's usage of the current (or previous) billing cycle; the service emails it to the account owner and answers {success, message}, as published. The sandbox sends no email.",
  tag: "Management: app settings",
  params: appParams,
  body: fetchUsageInput,
  response: fetchUsageEnvelope,
});

export const listAppExtensions = contract({
  api: "mgmt",
  method: "get",
  path: "/apps/:appId/extensions",
  summary:
    "List the extensions the service offers, as published; isActive says whether one is enabled for the app (the published file names no other field for it)",
  tag: "Management: app settings",
  params: appParams,
  query: pageQuery(25),
  response: extensionListEnvelope,
});

export const changeAppExtensions = contract({
  api: "mgmt",
  method: "post",
  path: "/apps/:appId/extensions",
  summary:
    "Enable and disable extensions; answers an outcome per id under enabled and disabled, as published",
  tag: "Management: app settings",
  params: appParams,
  body: updateExtensionsInput,
  response: extensionChangesEnvelope,
});

export const listCollaborators = contract({
  api: "mgmt",
  method: "get",
  path: "/apps/:appId/collaborators",
  summary: "List the app's team: id, name, email, role and when each joined, as published",
  tag: "Management: app settings",
  params: appParams,
  response: collaboratorListEnvelope,
});

export const changeCollaborators = contract({
  api: "mgmt",
  method: "post",
  path: "/apps/:appId/collaborators",
  summary:
    "Add admins and moderators (a collaborator already there takes the new role) and remove collaborators; answers {success} per email, [] for a list not sent, as published",
  tag: "Management: app settings",
  params: appParams,
  body: updateCollaboratorsInput,
  response: collaboratorChangesEnvelope,
});

export const addTenant = contract({
  api: "mgmt",
  method: "post",
  path: "/tenants",
  tag: "Management: tenants",
  summary:
    "Create a customer account with its first app (HTTP Basic: the management key and secret). The app belongs to the new account: this account's app list and app operations do not reach it; its keys do. 409 ERR_TENANT_ALREADY_EXISTS for an email already used [ours]",
  basicAuth: true,
  body: addTenantInput,
  response: tenantEnvelope,
  errors: ["ERR_TENANT_ALREADY_EXISTS"],
});
