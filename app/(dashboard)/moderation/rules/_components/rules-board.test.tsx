import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ModerationRule } from "@/lib/schemas/moderation";
import { wordCondition } from "@/test/moderation-fixtures";
import { renderWith } from "@/test/render";
import { RulesBoard } from "./rules-board";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("../../_lib/actions", () => {
  const none = vi.fn(async () => ({ data: [] }));
  return new Proxy({}, { get: () => none });
});

const rule = (id: string, problems?: string[]): ModerationRule => ({
  id,
  name: `Rule ${id}`,
  enabled: true,
  conditions: [wordCondition({ category: "pattern", value: ["[a-z]{900}x"] })],
  action: ["blockMessage"],
  active: true,
  createdAt: 1,
  updatedAt: 1,
  revisionId: `app_${id}_1`,
  ...(problems ? { problems } : {}),
});

describe("the rules board", () => {
  it("says which rules do not run as stored, and why, beside each", () => {
    const why = "conditions.0.value: patterns that can no longer run and match nothing until edited (1: …)";
    renderWith(<RulesBoard rules={[rule("old", [why]), rule("fine")]} lists={[]} reasons={[]} />);
    const alerts = screen.getAllByRole("alert");
    expect(alerts).toHaveLength(1);
    expect(
      within(alerts[0] as HTMLElement).getByText("This rule does not run as stored: edit it."),
    ).toBeTruthy();
    expect(within(alerts[0] as HTMLElement).getByText(why)).toBeTruthy();
    expect(alerts[0]?.closest("li")?.textContent).toContain("Rule old");
  });

  it("keeps rules, keyword lists and report reasons each in a section named by its heading", () => {
    renderWith(
      <RulesBoard
        rules={[rule("spam")]}
        lists={[
          {
            id: "swears",
            name: "Swears",
            category: "word",
            isCSV: false,
            searchTerms: ["darn"],
            createdAt: 1,
            updatedAt: 1,
            revisionId: "app_swears_1",
            active: true,
          },
        ]}
        reasons={[{ id: "abuse", name: "Abuse", createdAt: 1, updatedAt: 1 }]}
      />,
    );
    for (const [heading, entry] of [
      ["Rules", "Rule spam"],
      ["Keyword lists", "Swears"],
      ["Report reasons", "Abuse"],
    ]) {
      const section = screen.getByRole("region", { name: heading });
      expect(within(section).getAllByRole("listitem")[0]?.textContent).toContain(entry);
    }
  });
});
