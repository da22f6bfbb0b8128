import { beforeEach, describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import {
  restrictedFeatureListEnvelope,
  restrictFeaturesEnvelope,
  roleEnvelope,
  roleListEnvelope,
} from "../../lib/schemas/roles";
import { expectError, okData } from "./answers";
import { expectRefusals } from "./chat-helpers";
import { addUsers } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

let s: Sandbox;
const manager = {
  role: "manager",
  name: "Manager",
  description: "Runs the team",
  metadata: { email: "managers@example.com" },
  settings: { listUsers: "all", sendMessagesTo: "friendsOnly" },
};

beforeEach(() => {
  s = makeSandbox();
  addUsers(s, "alice");
});

const roles = async () => roleListEnvelope.parse((await s.chat("GET", "/roles")).json);
const count = () => (s.db.prepare("SELECT count(*) AS n FROM roles").get() as { n: number }).n;

describe("roles (published /roles)", () => {
  it("has the default role, creates, reads, lists, updates and deletes a role as published", async () => {
    expect((await roles()).data.map((r) => r.role)).toEqual(["default"]);
    const created = await s.chat("POST", "/roles", { body: manager });
    expect(okData(created, roleEnvelope)).toMatchObject({
      ...manager,
      createdAt: expect.any(Number),
    });
    expect((await roles()).data.map((r) => r.role)).toEqual(["default", "manager"]);
    expect((await roles()).meta.pagination.total).toBe(2);

    const updated = await s.chat("PUT", "/roles/manager", {
      body: { name: "Managers", unset: ["settings", "metadata"] },
    });
    const role = roleEnvelope.parse(updated.json).data;
    expect(role).toMatchObject({ role: "manager", name: "Managers", description: "Runs the team" });
    expect(role.settings).toBeUndefined();
    expect(role.metadata).toBeUndefined();
    expect(role.updatedAt).toEqual(expect.any(Number));

    const gone = await s.chat("DELETE", "/roles/manager");
    expect(successEnvelope.parse(gone.json).data).toEqual({
      success: true,
      message: "Role manager has been deleted successfully.",
    });
    expectError(await s.chat("GET", "/roles/manager"), 404, "ERR_ROLE_NOT_FOUND");
  });

  it("refuses a taken role, bad fields, the default role's deletion and a role still in use, changing nothing", async () => {
    await s.chat("POST", "/roles", { body: manager });
    s.db.prepare("UPDATE users SET role = 'manager' WHERE app_id = ? AND uid = 'alice'").run(s.app.id);
    const before = count();
    expectError(await s.chat("POST", "/roles", { body: manager }), 409, "ERR_ROLE_ALREADY_EXISTS");
    for (const body of [
      { role: "x y", name: "X" },
      { role: "ok" },
      { role: "ok", name: "" },
      { role: "ok", name: "Ok", settings: { listUsers: "some" } },
      { role: "ok", name: "Ok", settings: { other: "all" } },
    ]) {
      expectError(await s.chat("POST", "/roles", { body }), 400, "ERR_BAD_REQUEST");
    }
    await expectRefusals(s, [
      ["PUT", "/roles/manager", { body: {} }, 400, "ERR_BAD_REQUEST"],
      [
        "PUT",
        "/roles/manager",
        { body: { description: "x", unset: ["description"] } },
        400,
        "ERR_BAD_REQUEST",
      ],
      ["DELETE", "/roles/default", undefined, 400, "ERR_BAD_REQUEST"],
      ["DELETE", "/roles/manager", undefined, 400, "ERR_ROLE_IN_USE"],
      ["DELETE", "/roles/ghost", undefined, 404, "ERR_ROLE_NOT_FOUND"],
    ]);
    expect(count()).toBe(before);
  });

  it("restricts features per key, lists them, and allows some or all again", async () => {
    await s.chat("POST", "/roles", { body: manager });
    const res = await s.chat("POST", "/roles/manager/restrictedfeatures", {
      body: { featuresToRestrict: ["u.listUsers", "u.deleteGroup", "u.nope"] },
    });
    expect(restrictFeaturesEnvelope.parse(res.json).data).toEqual({
      "u.listUsers": { success: true, message: "The feature u.listUsers has been restricted successfully." },
      "u.deleteGroup": {
        success: true,
        message: "The feature u.deleteGroup has been restricted successfully.",
      },
      "u.nope": { success: false, message: "The feature u.nope does not exist." },
    });
    const listed = restrictedFeatureListEnvelope.parse(
      (await s.chat("GET", "/roles/manager/restrictedfeatures")).json,
    );
    expect(listed.data.map((f) => [f.key, f.path])).toEqual([
      ["u.deleteGroup", "/v3/groups/{{guid}}"],
      ["u.listUsers", "/v3/users"],
    ]);
    await s.chat("DELETE", "/roles/manager/restrictedfeatures", {
      body: { featuresToAllow: ["u.listUsers"] },
    });
    const left = restrictedFeatureListEnvelope.parse(
      (await s.chat("GET", "/roles/manager/restrictedfeatures")).json,
    );
    expect(left.data.map((f) => f.key)).toEqual(["u.deleteGroup"]);
    const all = await s.chat("DELETE", "/roles/manager/restrictedfeatures", { body: { allowAll: true } });
    expect(successEnvelope.parse(all.json).data.message).toBe("The feature has been allowed successfully.");
    expect(
      restrictedFeatureListEnvelope.parse((await s.chat("GET", "/roles/manager/restrictedfeatures")).json)
        .data,
    ).toEqual([]);
    await expectRefusals(s, [
      ["DELETE", "/roles/manager/restrictedfeatures", { body: {} }, 400, "ERR_BAD_REQUEST"],
      [
        "POST",
        "/roles/manager/restrictedfeatures",
        { body: { featuresToRestrict: [] } },
        400,
        "ERR_BAD_REQUEST",
      ],
      ["GET", "/roles/ghost/restrictedfeatures", undefined, 404, "ERR_ROLE_NOT_FOUND"],
    ]);
  });

  it("refuses an authOnly key", async () => {
    expectError(await s.chat("GET", "/roles", { apikey: s.authKey }), 403, "AUTH_ERR_NO_ACCESS");
  });
});
