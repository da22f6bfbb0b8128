import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageSection } from "./page-section";

describe("a titled part of a page", () => {
  it("is a region named by its heading, holding what it is given", () => {
    render(
      <PageSection id="sms" title="SMS">
        <p>Twilio</p>
      </PageSection>,
    );
    const region = screen.getByRole("region", { name: "SMS" });
    expect(within(region).getByRole("heading", { level: 2, name: "SMS" })).toBeTruthy();
    expect(within(region).getByText("Twilio")).toBeTruthy();
  });
});
