import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { tempPgStore } from "@/test/pg-store";
import { tempStore } from "@/test/temp-store";
import type { Db } from "../db";
import {
  limitedAccountCheck,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_PAIR,
  reserveSignIn,
} from "./sign-in-limit";

let db: Db;
beforeAll(async () => {
  db = await tempStore("sign-in-limit");
});
afterEach(() => {
  vi.useRealTimers();
});

async function attempt(email: string, ip: string, right = false) {
  const ticket = await reserveSignIn(db, email, ip);
  if (ticket.allowed) await ticket.settle(right);
  return ticket;
}
const allowedOf = (tickets: Awaited<ReturnType<typeof attempt>>[]) => tickets.filter((t) => t.allowed).length;

describe("sign-in limit", () => {
  it("evaluates exactly 5 of 40 parallel wrong passwords for one email from one address", async () => {
    const tickets = await Promise.all(Array.from({ length: 40 }, () => attempt("race@x.test", "1.1.1.1")));
    expect(allowedOf(tickets)).toBe(MAX_FAILURES_PER_PAIR);
    // Another email from the same address is still allowed.
    expect((await attempt("other@x.test", "1.1.1.1")).allowed).toBe(true);
  });

  it("evaluates exactly 20 of 60 parallel attempts from one address across emails", async () => {
    const tickets = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(`u${i}@x.test`, "3.3.3.3")),
    );
    expect(allowedOf(tickets)).toBe(MAX_FAILURES_PER_IP);
  });

  it("does not lock the owner out with failures from other addresses: it slows them down", async () => {
    for (let i = 0; i < 5; i++) await attempt("owner@x.test", `10.0.0.${i + 1}`);
    const own = await reserveSignIn(db, "owner@x.test", "192.0.2.7");
    expect(own.allowed).toBe(true);
    for (let i = 0; i < 40; i++) await attempt("owner@x.test", `10.0.1.${i + 1}`);
    const later = await reserveSignIn(db, "owner@x.test", "192.0.2.7");
    expect(later).toMatchObject({ allowed: true, delayMs: 8_000 });
  });

  it("gives back the reserved failure when the password was right", async () => {
    for (let i = 0; i < 12; i++) expect((await attempt("ok@x.test", "2.2.2.2", true)).allowed).toBe(true);
    expect((await reserveSignIn(db, "ok@x.test", "2.2.2.2")).allowed).toBe(true);
  });

  it("forgets failures older than 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    for (let i = 0; i < 5; i++) await attempt("late@x.test", "4.4.4.4");
    expect((await reserveSignIn(db, "late@x.test", "4.4.4.4")).allowed).toBe(false);
    vi.setSystemTime(new Date("2030-01-01T00:14:59Z"));
    expect((await reserveSignIn(db, "late@x.test", "4.4.4.4")).allowed).toBe(false);
    vi.setSystemTime(new Date("2030-01-01T00:15:01Z"));
    expect((await reserveSignIn(db, "late@x.test", "4.4.4.4")).allowed).toBe(true);
  });
});

describe("limit on a signed-in admin's own password and code checks", () => {
  const TOO_MANY = "Too many wrong passwords or codes. Wait 15 minutes and try again.";

  it("runs exactly 5 of 30 parallel wrong checks, then refuses even a right one", async () => {
    let ran = 0;
    const wrong = async () => {
      ran++;
      return false;
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => limitedAccountCheck(db, "guessed", wrong)),
    );
    expect(ran).toBe(MAX_FAILURES_PER_ACCOUNT);
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused).toHaveLength(30 - MAX_FAILURES_PER_ACCOUNT);
    expect(String((refused[0] as PromiseRejectedResult).reason.message)).toBe(TOO_MANY);
    await expect(limitedAccountCheck(db, "guessed", async () => true)).rejects.toThrow(TOO_MANY);
    // Another admin is not held back by it.
    expect(await limitedAccountCheck(db, "someone-else", async () => true)).toBe(true);
  });

  it("counts only wrong answers, and lets them go after 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    for (let i = 0; i < 20; i++)
      expect(
        await limitedAccountCheck(
          db,
          "careful",
          async () => "off",
          (r) => r === "off",
        ),
      ).toBe("off");
    await expect(
      limitedAccountCheck(db, "careful", async () => {
        throw new Error("the new password is refused");
      }),
    ).rejects.toThrow("refused");
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
      await limitedAccountCheck(db, "careful", async () => false);
    await expect(limitedAccountCheck(db, "careful", async () => true)).rejects.toThrow(TOO_MANY);
    vi.setSystemTime(new Date("2030-01-01T00:15:01Z"));
    expect(await limitedAccountCheck(db, "careful", async () => true)).toBe(true);
  });
});

describe("sign-in limit on PostgreSQL", () => {
  let pg: Awaited<ReturnType<typeof tempPgStore>>;
  beforeAll(async () => {
    pg = await tempPgStore("sign_in_limit");
  });
  afterAll(() => pg?.drop());

  it("counts parallel attempts one by one there too", async () => {
    const tickets = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const t = await reserveSignIn(pg.db, "race@x.test", "1.1.1.1");
        if (t.allowed) await t.settle(false);
        return t;
      }),
    );
    expect(allowedOf(tickets)).toBe(MAX_FAILURES_PER_PAIR);
  });
});
