import { beforeEach, describe, expect, it } from "vitest";
import {
  permissionListEnvelope,
  ROLE_PERMISSIONS,
  SCOPE_PERMISSIONS,
  setPermissionsEnvelope,
  unsetPermissionEnvelope,
} from "../../lib/schemas/permissions";
import { expectError, okBody, okData } from "./answers";

import { addGroup, addUsers } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = makeSandbox();
  addUsers(s, "alice");
  addGroup(s, "team", { alice: "admin" });
});

const rows = (table: string) => (s.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("role permissions (published /roles/{role}/permissions)", () => {
  it("lists the 28 role permissions with their kinds of value and defaults, as published", async () => {
    const res = await s.chat("GET", "/roles/default/permissions");
    const list = okBody(res, permissionListEnvelope);
    expect(list.meta.pagination).toMatchObject({ total: 28, count: 28, per_page: 100, total_pages: 1 });
    expect(list.data.map((p) => p.id)).toEqual(ROLE_PERMISSIONS.map((p) => p.id));
    expect(list.data.find((p) => p.id === "createGroup")).toMatchObject({
      type: "role",
      dataType: "string",
      availableValues: ["allow", "deny"],
      defaultValue: "allow",
    });
    expect(list.data.find((p) => p.id === "sendMessage.allowedMessageTypes")).toMatchObject({
      dataType: "stringArray",
      availableValues: ["text", "image", "audio", "video", "file"],
      defaultValue: [],
    });
    expect(list.data.some((p) => p.value !== undefined)).toBe(false);
  });

  it("accepts the published request example, answers per permission and the role's map, and keeps it", async () => {
    const res = await s.chat("PUT", "/roles/default/permissions", {
      body: {
        permissions: {
          createGroup: "allow",
          "listUsers.mode": "friends",
          "createGroup.allowedGroupTypes": ["public"],
        },
      },
    });
    const data = okData(res, setPermissionsEnvelope);
    expect(data.createGroup).toEqual({
      success: true,
      message: "Permission with id createGroup have been mapped successfully to role default.",
    });
    expect(data.permissions).toEqual({
      createGroup: "allow",
      "createGroup.allowedGroupTypes": ["public"],
      "listUsers.mode": "friends",
    });
    const listed = permissionListEnvelope.parse((await s.chat("GET", "/roles/default/permissions")).json);
    expect(listed.data.find((p) => p.id === "listUsers.mode")?.value).toBe("friends");
  });

  it("refuses an unknown id or a value a permission does not take on its own, storing the rest", async () => {
    const res = await s.chat("PUT", "/roles/default/permissions", {
      body: {
        permissions: {
          sendMessage: "deny",
          "sendMessage.allowedMessageTypes": ["text", "hologram"],
          editMessage: ["deny"],
          noSuchThing: "allow",
        },
      },
    });
    const data = setPermissionsEnvelope.parse(res.json).data;
    expect(data.sendMessage?.success).toBe(true);
    expect(data["sendMessage.allowedMessageTypes"]).toMatchObject({ success: false });
    expect(data.editMessage).toMatchObject({ success: false });
    expect(data.noSuchThing).toEqual({
      success: false,
      message: "The permission noSuchThing does not exist.",
    });
    expect(data.permissions).toEqual({ sendMessage: "deny" });
  });

  it("unsets one permission and answers the map after; an unknown id is a 400 that changes nothing", async () => {
    await s.chat("PUT", "/roles/default/permissions", {
      body: { permissions: { sendMessage: "deny", editMessage: "deny" } },
    });
    const res = await s.chat("DELETE", "/roles/default/permissions/sendMessage");
    expect(okData(res, unsetPermissionEnvelope).permissions).toEqual({ editMessage: "deny" });
    expectError(await s.chat("DELETE", "/roles/default/permissions/noSuchThing"), 400, "ERR_BAD_REQUEST");
    expect(rows("role_permissions")).toBe(1);
  });

  it("refuses an unknown role and a malformed body, writing nothing", async () => {
    expectError(await s.chat("GET", "/roles/nobody/permissions"), 404, "ERR_ROLE_NOT_FOUND");
    expectError(
      await s.chat("PUT", "/roles/nobody/permissions", { body: { permissions: { sendMessage: "deny" } } }),
      404,
      "ERR_ROLE_NOT_FOUND",
    );
    for (const body of [{}, { permissions: [] }, { permissions: {} }, { permissions: "allow" }]) {
      const res = await s.chat("PUT", "/roles/default/permissions", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(rows("role_permissions")).toBe(0);
  });

  it("goes with its role when the role is deleted", async () => {
    await s.chat("POST", "/roles", { body: { role: "guest", name: "Guest" } });
    await s.chat("PUT", "/roles/guest/permissions", { body: { permissions: { createGroup: "deny" } } });
    expect(rows("role_permissions")).toBe(1);
    expect((await s.chat("DELETE", "/roles/guest")).status).toBe(200);
    expect(rows("role_permissions")).toBe(0);
  });
});

describe("scope permissions (published /groups/{guid}/scopes/{scope}/permissions)", () => {
  it("lists the 11 scope permissions, accepts the published examples and unsets one", async () => {
    const list = permissionListEnvelope.parse(
      (await s.chat("GET", "/groups/team/scopes/admin/permissions")).json,
    );
    expect(list.data.map((p) => p.id)).toEqual(SCOPE_PERMISSIONS.map((p) => p.id));
    expect(list.meta.pagination.total).toBe(11);
    expect(list.data.every((p) => p.type === "scope")).toBe(true);

    const res = await s.chat("PUT", "/groups/team/scopes/admin/permissions", {
      body: { permissions: { sendMessage: "deny", "listMembers.allowedScopes": "participant" } },
    });
    const data = setPermissionsEnvelope.parse(res.json).data;
    expect(data.sendMessage?.message).toBe(
      "Permission with id sendMessage have been mapped successfully to scope admin on group team.",
    );
    expect(data.permissions).toEqual({ "listMembers.allowedScopes": "participant", sendMessage: "deny" });
    const other = permissionListEnvelope.parse(
      (await s.chat("GET", "/groups/team/scopes/participant/permissions")).json,
    );
    expect(other.data.some((p) => p.value !== undefined)).toBe(false);

    const after = await s.chat("DELETE", "/groups/team/scopes/admin/permissions/sendMessage");
    expect(unsetPermissionEnvelope.parse(after.json).data.permissions).toEqual({
      "listMembers.allowedScopes": "participant",
    });
  });

  it("refuses an unknown group or scope, and goes with its group", async () => {
    expectError(await s.chat("GET", "/groups/nope/scopes/admin/permissions"), 404, "ERR_GUID_NOT_FOUND");
    const bad = await s.chat("PUT", "/groups/team/scopes/owner/permissions", {
      body: { permissions: { sendMessage: "deny" } },
    });
    expect(bad.status).toBe(400);
    expect(rows("scope_permissions")).toBe(0);
    await s.chat("PUT", "/groups/team/scopes/moderator/permissions", {
      body: { permissions: { editMessage: "deny" } },
    });
    expect(rows("scope_permissions")).toBe(1);
    expect((await s.chat("DELETE", "/groups/team")).status).toBe(200);
    expect(rows("scope_permissions")).toBe(0);
  });
});
