import { describe, expect, it } from "vitest";
import { createApiKeyInput, updateApiKeyInput } from "../schemas/api-keys";
import {
  apiKeyViewSchema,
  createApiKeyActionInput,
  deleteApiKeyActionInput,
  listApiKeysQuery,
  updateApiKeyActionInput,
} from "./api-keys-query";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("API key action inputs", () => {
  it("create takes a trimmed name of 1..50 characters and defaults the scope to authOnly", () => {
    expect(createApiKeyActionInput).toBe(createApiKeyInput);
    expect(createApiKeyActionInput.parse({ name: "  CI  " })).toEqual({ name: "CI", scope: "authOnly" });
    expect(createApiKeyActionInput.parse({ name: "x".repeat(50), scope: "fullAccess" }).scope).toBe(
      "fullAccess",
    );
    expect(firstMessage(createApiKeyActionInput.safeParse({ name: "" }))).toBe("must not be empty");
    expect(firstMessage(createApiKeyActionInput.safeParse({ name: "   " }))).toBe("must not be empty");
    expect(firstMessage(createApiKeyActionInput.safeParse({ name: "x".repeat(51) }))).toBe(
      "must be at most 50 characters",
    );
    expect(firstMessage(createApiKeyActionInput.safeParse({ name: "ok", scope: "admin" }))).toBe(
      "must be authOnly or fullAccess",
    );
  });

  it("update names a key by its masked form only and needs a name or a scope", () => {
    expect(updateApiKeyActionInput.parse({ id: "ab12…ef90", name: " New " })).toEqual({
      id: "ab12…ef90",
      name: "New",
    });
    expect(updateApiKeyActionInput.parse({ id: "ab12…ef90", scope: "authOnly" })).toEqual({
      id: "ab12…ef90",
      scope: "authOnly",
    });
    expect(updateApiKeyActionInput.safeParse({ id: "ab12…ef90" }).success).toBe(false);
    expect(updateApiKeyActionInput.safeParse({ id: "ab12…ef90", name: "x".repeat(51) }).success).toBe(false);
    // A full key value is not an id: the browser never holds one to send.
    const full = "0123456789abcdef0123456789abcdef01234567";
    expect(updateApiKeyActionInput.safeParse({ id: full, name: "x" }).success).toBe(false);
    expect(deleteApiKeyActionInput.safeParse({ id: full }).success).toBe(false);
    expect(deleteApiKeyActionInput.safeParse({ id: "AB12…EF90" }).success).toBe(false);
    expect(deleteApiKeyActionInput.parse({ id: "ab12…ef90" })).toEqual({ id: "ab12…ef90" });
    expect(updateApiKeyInput.safeParse({ name: "", scope: "authOnly" }).success).toBe(false);
  });

  it("the list query bounds page, size, scope and search", () => {
    expect(listApiKeysQuery.parse({})).toEqual({ page: 1, perPage: 25 });
    expect(listApiKeysQuery.parse({ searchKey: " ci ", scope: "fullAccess" })).toMatchObject({
      searchKey: "ci",
      scope: "fullAccess",
    });
    expect(listApiKeysQuery.safeParse({ perPage: 101 }).success).toBe(false);
    expect(listApiKeysQuery.safeParse({ page: 0 }).success).toBe(false);
    expect(listApiKeysQuery.safeParse({ scope: "everything" }).success).toBe(false);
    expect(listApiKeysQuery.safeParse({ searchKey: "x".repeat(51) }).success).toBe(false);
  });

  it("the browser's view of a key holds no full value", () => {
    const view = { id: "ab12…ef90", name: "n", scope: "authOnly", createdAt: 1, usedByDashboard: false };
    expect(apiKeyViewSchema.parse(view)).toEqual(view);
    expect(
      apiKeyViewSchema.safeParse({ ...view, id: "0123456789abcdef0123456789abcdef01234567" }).success,
    ).toBe(false);
  });
});
