import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { tempStore } from "@/test/temp-store";
import type { Db } from "../db";
import { recordSignIn, signInLocked } from "./sign-in-limit";

let db: Db;
beforeAll(async () => {
  db = await tempStore("sign-in-limit");
});
afterEach(() => {
  vi.useRealTimers();
});

const fail = (email: string, ip: string, times: number) =>
  Promise.all(Array.from({ length: times }, () => recordSignIn(db, email, ip, false)));

describe("sign-in limit", () => {
  it("locks an email after 5 failures and not before", async () => {
    await fail("a@x.test", "1.1.1.1", 4);
    expect(await signInLocked(db, "a@x.test", "1.1.1.1")).toBe(false);
    await fail("a@x.test", "1.1.1.1", 1);
    expect(await signInLocked(db, "a@x.test", "1.1.1.1")).toBe(true);
    // Another address does not unlock the email.
    expect(await signInLocked(db, "a@x.test", "9.9.9.9")).toBe(true);
    // Another email from the same address is still allowed.
    expect(await signInLocked(db, "b@x.test", "1.1.1.1")).toBe(false);
  });

  it("does not count successful sign-ins", async () => {
    for (let i = 0; i < 10; i++) await recordSignIn(db, "ok@x.test", "2.2.2.2", true);
    expect(await signInLocked(db, "ok@x.test", "2.2.2.2")).toBe(false);
  });

  it("locks an address after 20 failures across emails", async () => {
    for (let i = 0; i < 19; i++) await recordSignIn(db, `u${i}@x.test`, "3.3.3.3", false);
    expect(await signInLocked(db, "fresh@x.test", "3.3.3.3")).toBe(false);
    await recordSignIn(db, "u19@x.test", "3.3.3.3", false);
    expect(await signInLocked(db, "fresh@x.test", "3.3.3.3")).toBe(true);
  });

  it("forgets failures older than 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    await fail("late@x.test", "4.4.4.4", 5);
    expect(await signInLocked(db, "late@x.test", "4.4.4.4")).toBe(true);
    vi.setSystemTime(new Date("2030-01-01T00:14:59Z"));
    expect(await signInLocked(db, "late@x.test", "4.4.4.4")).toBe(true);
    vi.setSystemTime(new Date("2030-01-01T00:15:01Z"));
    expect(await signInLocked(db, "late@x.test", "4.4.4.4")).toBe(false);
  });
});
