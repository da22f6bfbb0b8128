import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JsonDetails } from "./json-details";

describe("a JSON value folded under a summary", () => {
  it("shows the value indented, inside a fold named by its summary that starts closed", () => {
    const { container } = render(<JsonDetails summary="Metadata" value={{ team: "blue", size: 3 }} />);
    const fold = container.querySelector("details");
    expect(fold?.open).toBe(false);
    expect(screen.getByText("Metadata").tagName).toBe("SUMMARY");
    expect(fold?.querySelector("pre")?.textContent).toBe('{\n  "team": "blue",\n  "size": 3\n}');
  });
});
