import { beforeEach, describe, expect, it, vi } from "vitest";
import { arrangeNamed } from "@/test/named-people";
import { sandboxForFile } from "@/test/sandbox-for-file";
import { NAMES_LIMIT } from "../schemas/names";
import { namesOf } from "./names";

// Every request the helper sends, and how many were in flight at once.
const wire = vi.hoisted(() => ({ sent: [] as string[], inFlight: 0, most: 0 }));
vi.mock("@/lib/server/api/transport", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/api/transport")>();
  return {
    ...real,
    exchange: async (...args: Parameters<typeof real.exchange>) => {
      wire.sent.push(args[0].pathname);
      wire.most = Math.max(wire.most, ++wire.inFlight);
      try {
        return await real.exchange(...args);
      } finally {
        wire.inFlight--;
      }
    },
  };
});

const sb = sandboxForFile("eu", async () => {
  await arrangeNamed(sb);
  await sb.chat("POST", "/users", { uid: "erased", name: "Erased" });
  await sb.chat("DELETE", "/users/erased", { permanent: true });
  await sb.chat("POST", "/groups", { guid: "old", name: "Old Group", type: "public", owner: "ada" });
  await sb.chat("DELETE", "/groups/old");
});
beforeEach(() => {
  wire.sent = [];
  wire.most = 0;
});

describe("namesOf", () => {
  it("names users (deactivated ones too) and groups, leaving deleted and unknown ids out", async () => {
    const names = await namesOf(sb.connection, {
      uids: ["ada", "gone", "erased", "nobody", "ada"],
      guids: ["team", "old", "vanished"],
    });
    expect(names).toEqual({
      users: { ada: "Ada Lovelace", gone: "Gone Away" },
      groups: { team: "The Team" },
    });
    // "ada" asked twice is read once.
    expect(wire.sent.filter((p) => p.endsWith("/users/ada"))).toHaveLength(1);
  });

  it("asks nothing for no ids", async () => {
    expect(await namesOf(sb.connection, {})).toEqual({ users: {}, groups: {} });
    expect(wire.sent).toEqual([]);
  });

  it("names at most NAMES_LIMIT ids of a kind, a few reads at a time", async () => {
    const unknown = Array.from({ length: NAMES_LIMIT }, (_, i) => `nobody-${i}`);
    const names = await namesOf(sb.connection, { uids: [...unknown, "ada"], guids: ["team"] });
    expect(names).toEqual({ users: {}, groups: { team: "The Team" } });
    expect(wire.sent.some((p) => p.endsWith("/users/ada"))).toBe(false);
    expect(wire.most).toBeGreaterThan(1);
    expect(wire.most).toBeLessThanOrEqual(8);
  });
});
