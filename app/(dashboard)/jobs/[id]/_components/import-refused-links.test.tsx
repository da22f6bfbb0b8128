import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { importFiles } from "../_lib/import-files";
import { ImportRefusedLinks } from "./import-refused-links";

describe("ImportRefusedLinks", () => {
  it("reads the import's files from the job's params, leaving out what is not one", () => {
    expect(
      importFiles({
        files: [
          { kind: "users", name: "users.csv", rows: 3 },
          { kind: "reactions", name: "r.csv" },
          { kind: "messages" },
          null,
          { kind: "messages", name: "m.json", rows: 2 },
        ],
      }),
    ).toEqual([
      { kind: "users", name: "users.csv" },
      { kind: "messages", name: "m.json" },
    ]);
    expect(importFiles({})).toEqual([]);
  });

  it("offers each file's refused rows as a download of its kind's export for this job", () => {
    const id = "0b6f3c9e-8a51-4f5e-9d59-2c1f7a7e0c11";
    render(
      <ImportRefusedLinks
        jobId={id}
        files={importFiles({ files: [{ kind: "users", name: "people.csv" }] })}
      />,
    );
    const link = screen.getByRole("link", { name: "Refused rows of people.csv (CSV)" });
    const href = new URL(link.getAttribute("href") ?? "", "http://x");
    expect(href.pathname).toBe("/api/export/import-refused-users");
    expect(JSON.parse(href.searchParams.get("params") ?? "")).toEqual({ id });
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("draws nothing without files", () => {
    const { container } = render(<ImportRefusedLinks jobId="x" files={[]} />);
    expect(container.textContent).toBe("");
  });
});
