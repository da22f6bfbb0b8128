import { screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { renderWith } from "@/test/render";
import { TagsMetadataFields } from "./tags-metadata-fields";

function Boxes({ after }: { after?: string }) {
  const form = useForm({ defaultValues: { tags: "vip, beta", metadata: '{"a": 1}' } });
  return (
    <TagsMetadataFields
      control={form.control}
      limits={{ tags: 25, tag: 100 }}
      example='{"plan": "pro"}'
      after={after}
    />
  );
}

describe("TagsMetadataFields", () => {
  it("shows the form's tags and metadata with the limits and the example in their hints", () => {
    renderWith(<Boxes />);
    const tags = screen.getByLabelText("Tags") as HTMLInputElement;
    const metadata = screen.getByLabelText("Metadata (JSON)") as HTMLTextAreaElement;
    expect(tags.value).toBe("vip, beta");
    expect(metadata.value).toBe('{"a": 1}');
    expect(document.body.textContent).toContain("at most 25 tags of up to 100 characters.");
    expect(document.body.textContent).toContain('such as {"plan": "pro"}.');
  });

  it("adds the sentence after each hint", () => {
    renderWith(<Boxes after=" Blank clears it." />);
    expect(document.body.textContent?.match(/Blank clears it\./g)).toHaveLength(2);
  });
});
