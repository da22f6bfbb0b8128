import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FilterText } from "./filter-text";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const box = () => screen.getByLabelText<HTMLInputElement>("Search");
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe("FilterText", () => {
  it("commits once typing has paused, not on every key", () => {
    const onCommit = vi.fn();
    render(<FilterText label="Search" value={null} onCommit={onCommit} />);
    type("a");
    act(() => vi.advanceTimersByTime(200));
    type("al");
    act(() => vi.advanceTimersByTime(200));
    type("ali");
    act(() => vi.advanceTimersByTime(349));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith("ali");
  });

  it("trims the text, and a blank box clears the filter", () => {
    const onCommit = vi.fn();
    render(<FilterText label="Search" value="ali" onCommit={onCommit} />);
    type("  bob ");
    act(() => vi.advanceTimersByTime(350));
    expect(onCommit).toHaveBeenLastCalledWith("bob");
    type("   ");
    act(() => vi.advanceTimersByTime(350));
    expect(onCommit).toHaveBeenLastCalledWith(null);
  });

  it("typing back to the value in force commits nothing", () => {
    const onCommit = vi.fn();
    render(<FilterText label="Search" value="ali" onCommit={onCommit} />);
    type("alix");
    act(() => vi.advanceTimersByTime(100));
    type("ali");
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("shows the URL's value when it changes from elsewhere (Clear filters, Back)", () => {
    const onCommit = vi.fn();
    const { rerender } = render(<FilterText label="Search" value="ali" onCommit={onCommit} />);
    expect(box().value).toBe("ali");
    rerender(<FilterText label="Search" value={null} onCommit={onCommit} />);
    expect(box().value).toBe("");
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
