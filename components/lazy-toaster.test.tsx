import { act, render, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { LazyToaster } from "./lazy-toaster";

describe("the toaster", () => {
  it("shows toasts at the top centre, under the sticky header, on wide and small screens", async () => {
    const { container } = render(<LazyToaster richColors closeButton />);
    await waitFor(() =>
      expect(container.querySelector("section[aria-label^='Notifications']")).not.toBeNull(),
    );
    act(() => void toast("Approved: message 101"));
    const list = await waitFor(() => {
      const ol = container.querySelector<HTMLElement>("ol[data-sonner-toaster]");
      expect(ol).not.toBeNull();
      return ol as HTMLElement;
    });
    // Not at the bottom right, where a review's outcome buttons and a list's pager are.
    expect(list.dataset.yPosition).toBe("top");
    expect(list.dataset.xPosition).toBe("center");
    // The header is 49 px tall: the toasts start below it, so it stays usable while they show.
    expect(list.style.getPropertyValue("--offset-top")).toBe("60px");
    expect(list.style.getPropertyValue("--mobile-offset-top")).toBe("56px");
    act(() => void toast.dismiss());
  });
});
