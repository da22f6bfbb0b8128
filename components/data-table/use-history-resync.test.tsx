import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHistoryResync } from "./use-history-resync";

const drawn = vi.hoisted(() => ({ search: "" }));
const replace = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({
  usePathname: () => "/users",
  useRouter: () => ({ replace }),
  useSearchParams: () => new URLSearchParams(drawn.search),
}));

const step = (url: string) => {
  history.replaceState(null, "", url);
  window.dispatchEvent(new PopStateEvent("popstate"));
};

beforeEach(() => {
  vi.useFakeTimers();
  replace.mockClear();
  history.replaceState(null, "", "/users?perPage=10");
  drawn.search = "perPage=10";
});
afterEach(() => vi.useRealTimers());

describe("a history step the router left unfinished", () => {
  it("is asked for again when the page still draws the entry it left", () => {
    renderHook(() => useHistoryResync());
    step("/users");
    vi.advanceTimersByTime(1_999);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledWith("/users", { scroll: false });
  });

  it("is left alone once the page draws the address bar's URL, in any spelling of it", () => {
    const { rerender } = renderHook(() => useHistoryResync());
    step("/users?q=wei%20wang&perPage=10");
    drawn.search = "q=wei+wang&perPage=10";
    rerender();
    vi.advanceTimersByTime(5_000);
    expect(replace).not.toHaveBeenCalled();
  });

  it("a step to another page is the router's to finish, not this list's", () => {
    renderHook(() => useHistoryResync());
    step("/groups");
    vi.advanceTimersByTime(5_000);
    expect(replace).not.toHaveBeenCalled();
  });

  it("several quick steps are checked once, after the last", () => {
    renderHook(() => useHistoryResync());
    step("/users?perPage=50");
    vi.advanceTimersByTime(1_000);
    step("/users");
    vi.advanceTimersByTime(2_000);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/users", { scroll: false });
  });
});
