import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ServiceError } from "./api/errors";

const state = vi.hoisted(() => ({ connected: true }));
vi.mock("./connections", () => ({
  activeConnection: async () => (state.connected ? { id: "env", conn: { appId: "app1" } } : undefined),
}));
const { loadFirstPage } = await import("./first-page");

const query = z.object({ page: z.number().int().min(1), perPage: z.number().int().max(100) });

beforeEach(() => {
  state.connected = true;
});

describe("loadFirstPage", () => {
  it("asks the active app for the page with the parsed query", async () => {
    const page = await loadFirstPage(
      query,
      { page: 2, perPage: 25 },
      async (conn, q) => `${conn.appId}:${q.page}`,
    );
    expect(page).toEqual({ initialPage: "app1:2" });
  });

  it("names the fields a URL holds that the list cannot take, and asks nothing", async () => {
    const fetchPage = vi.fn();
    expect(await loadFirstPage(query, { page: 0, perPage: 500 }, fetchPage)).toEqual({
      initialError: "The address holds filters the list cannot take: page, perPage.",
    });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("turns the service's refusal and a missing app into the table's sentence", async () => {
    const refused = await loadFirstPage(query, { page: 1, perPage: 25 }, async () => {
      throw new ServiceError(400, "ERR_BAD_FILTER", "That filter is not allowed.");
    });
    expect(refused).toEqual({ initialError: "That filter is not allowed. (ERR_BAD_FILTER)" });
    state.connected = false;
    const none = await loadFirstPage(query, { page: 1, perPage: 25 }, vi.fn());
    expect(none.initialError).toMatch(/^No app is connected yet/);
  });

  it("lets anything else through as the bug it is", async () => {
    await expect(
      loadFirstPage(query, { page: 1, perPage: 25 }, async () => {
        throw new TypeError("boom");
      }),
    ).rejects.toThrow("boom");
  });
});
