import { render, renderHook, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BackToList } from "./back-to-list";
import { listUrl, useRememberListUrl } from "./list-url";

const url = vi.hoisted(() => ({ pathname: "/calls", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => url.pathname,
  useSearchParams: () => new URLSearchParams(url.search),
}));

beforeEach(() => {
  sessionStorage.clear();
  url.pathname = "/calls";
  url.search = "";
});

describe("the list's last URL", () => {
  it("is remembered per list as the admin pages and filters", () => {
    url.search = "status=ended&page=2";
    const { rerender } = renderHook(() => useRememberListUrl());
    expect(listUrl("/calls")).toBe("/calls?status=ended&page=2");
    url.search = "status=ended&page=3";
    rerender();
    expect(listUrl("/calls")).toBe("/calls?status=ended&page=3");
    expect(listUrl("/users")).toBe("/users");
  });

  it("a list back at its plain URL is remembered plain", () => {
    url.search = "page=2";
    const { rerender } = renderHook(() => useRememberListUrl());
    url.search = "";
    rerender();
    expect(listUrl("/calls")).toBe("/calls");
  });

  it("stored text other than a query string cannot change the path", () => {
    sessionStorage.setItem("list-url:/calls", "//evil.example/x");
    expect(listUrl("/calls")).toBe("/calls");
  });

  it("the back link of a detail page leads to the list as it was left", async () => {
    url.search = "status=ended&perPage=10&page=2";
    renderHook(() => useRememberListUrl());
    render(<BackToList href="/calls">← Calls</BackToList>);
    const link = await screen.findByRole("link", { name: "← Calls" });
    expect(link.getAttribute("href")).toBe("/calls?status=ended&perPage=10&page=2");
  });
});
