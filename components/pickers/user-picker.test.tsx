import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PickerOption, PickerSearchInput } from "@/lib/pickers/schema";
import { renderWith } from "@/test/render";
import { FilterUserPicker } from "./filter-user-picker";
import { UserPicker } from "./user-picker";

const USERS: PickerOption[] = [
  { value: "rowan", label: "Rowan Marsh", detail: "rowan" },
  { value: "rosa", label: "Rosa Diaz", detail: "rosa" },
  { value: "quill", label: "Quill Laurent", detail: "quill" },
  // Three Wangs, in the service's order (by uid): the one a full name or a uid names is not the first.
  { value: "daniel", label: "Daniel Wang", detail: "daniel" },
  { value: "wang", label: "Lei Wang", detail: "wang" },
  { value: "wei", label: "Wei Wang", detail: "wei" },
];
const searchUsersAction = vi.fn(async (input: PickerSearchInput) => ({
  data: USERS.filter((u) =>
    `${u.value} ${u.label}`.toLowerCase().includes((input.search ?? "").toLowerCase()),
  ),
}));
vi.mock("@/lib/pickers/actions", () => ({
  searchUsersAction: (input: PickerSearchInput) => searchUsersAction(input),
  searchGroupsAction: vi.fn(),
  searchConversationsAction: vi.fn(),
}));

beforeEach(() => {
  searchUsersAction.mockReset();
});

function Single({ onChange, onSubmit }: { onChange?: (v: string) => void; onSubmit?: () => void }) {
  const [value, setValue] = useState("");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor="who">Read as</label>
      <UserPicker
        id="who"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
    </form>
  );
}

function Multi({ initial = [], max }: { initial?: string[]; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="members">Participants</label>
      <UserPicker multiple id="members" value={value} onChange={setValue} max={max} />
      <output>{value.join(",")}</output>
    </>
  );
}

const box = (name = "Read as") => screen.getByRole<HTMLInputElement>("combobox", { name });
const options = async () => within(await screen.findByRole("listbox")).getAllByRole("option");

describe("single picker", () => {
  it("typing shows the service's suggestions for the text, once typing pauses", async () => {
    const { user } = renderWith(<Single />);
    await user.type(box(), " ro");
    await waitFor(() => expect(searchUsersAction).toHaveBeenLastCalledWith({ search: "ro" }));
    // Not a call per key: the text is debounced.
    expect(searchUsersAction.mock.calls.map(([i]) => i.search)).not.toContain("r");
    await waitFor(async () =>
      expect((await options()).map((o) => o.textContent)).toEqual(["RMRowan Marshrowan", "RDRosa Diazrosa"]),
    );
    expect(box().getAttribute("aria-expanded")).toBe("true");
  });

  it("a click on a suggestion takes its uid and closes the list", async () => {
    const onChange = vi.fn();
    const { user } = renderWith(<Single onChange={onChange} />);
    await user.type(box(), "quill");
    await waitFor(async () => expect(await options()).toHaveLength(1));
    await user.click((await options())[0] as HTMLElement);
    expect(box().value).toBe("quill");
    expect(onChange).toHaveBeenLastCalledWith("quill");
    expect(screen.queryByRole("listbox")).toBeNull();
    // The chosen user's name is told beside the uid.
    screen.getByText("Quill Laurent");
  });

  it("is worked with the keyboard alone: arrows choose, Enter takes, Escape closes keeping the text", async () => {
    const { user } = renderWith(<Single />);
    await user.type(box(), "r");
    await waitFor(async () => expect(await options()).toHaveLength(3));
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const [, second] = await options();
    expect(second?.getAttribute("aria-selected")).toBe("true");
    expect(box().getAttribute("aria-activedescendant")).toBe(second?.id);
    // Past either end it wraps round.
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect((await options())[0]?.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowUp}{Enter}");
    expect(box().value).toBe("quill");
    expect(screen.queryByRole("listbox")).toBeNull();

    await user.clear(box());
    await user.type(box(), "ro");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box().value).toBe("ro");
    await user.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
  });

  it("says when nothing matches, and shows the service's refusal", async () => {
    const { user } = renderWith(<Single />);
    await user.type(box(), "nobody");
    await screen.findByText("No user matches “nobody”.");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    searchUsersAction.mockResolvedValueOnce({ serverError: "The service is down." } as never);
    await user.type(box(), "x");
    await screen.findByText("The service is down.");
  });

  it("Enter on a full name takes that user once the suggestions for it arrive, and does not submit", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWith(<Single onSubmit={onSubmit} />);
    // Enter at once, before any suggestion: it waits for those of the whole text.
    await user.type(box(), "wei wang{Enter}");
    await waitFor(() => expect(box().value).toBe("wei"));
    screen.getByText("Wei Wang");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    // Picked: Enter now is the form's.
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("Enter takes the user whose uid the text is, even when another comes first", async () => {
    const { user } = renderWith(<Single />);
    await user.type(box(), "wang");
    await waitFor(async () => expect(await options()).toHaveLength(3));
    await user.keyboard("{Enter}");
    expect(box().value).toBe("wang");
    screen.getByText("Lei Wang");
  });

  it("Enter on a text nothing matches says so and keeps the form from submitting it", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWith(<Single onSubmit={onSubmit} />);
    await user.type(box(), "wei wong{Enter}");
    await screen.findByText("No user matches “wei wong”.");
    expect(box().value).toBe("wei wong");
    expect(onSubmit).not.toHaveBeenCalled();
    // Told once; Enter again leaves it to the form, whose check says what is wrong.
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("Enter on a value given (not typed) submits the form at once", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWith(<Single onSubmit={onSubmit} />);
    await user.type(box(), "quill");
    await waitFor(async () => expect(await options()).toHaveLength(1));
    await user.click((await options())[0] as HTMLElement);
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("clearing the box clears the value", async () => {
    const onChange = vi.fn();
    const { user } = renderWith(<Single onChange={onChange} />);
    await user.type(box(), "quill");
    await user.clear(box());
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(box().value).toBe("");
  });
});

describe("multiple picker", () => {
  const picked = () => document.querySelector("output")?.textContent;

  it("adds a chip per chosen user, by click and by keyboard, and suggests only the others", async () => {
    const { user } = renderWith(<Multi />);
    const input = box("Participants");
    await user.type(input, "ro");
    await waitFor(async () => expect(await options()).toHaveLength(2));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(picked()).toBe("rowan");
    expect(input.value).toBe("");
    screen.getByRole("button", { name: "Remove rowan" });

    await user.type(input, "ro");
    await waitFor(async () =>
      expect((await options()).map((o) => o.textContent)).toEqual(["RDRosa Diazrosa"]),
    );
    await user.click((await options())[0] as HTMLElement);
    expect(picked()).toBe("rowan,rosa");
    screen.getByText("Rosa Diaz · rosa");
  });

  it("removes a chip by its button, and the last one by Backspace in an empty box", async () => {
    const { user } = renderWith(<Multi initial={["rowan", "rosa", "quill"]} />);
    await user.click(screen.getByRole("button", { name: "Remove rosa" }));
    expect(picked()).toBe("rowan,quill");
    await user.click(box("Participants"));
    await user.keyboard("{Backspace}");
    expect(picked()).toBe("rowan");
  });

  it("a space is part of the name: “wei wang” and Enter adds Wei Wang, not “wei” and another Wang", async () => {
    const { user } = renderWith(<Multi />);
    const input = box("Participants");
    await user.type(input, "wei wang");
    expect(picked()).toBe("");
    expect(input.value).toBe("wei wang");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(picked()).toBe("wei"));
    screen.getByText("Wei Wang · wei");
    expect(input.value).toBe("");
    // A part of a name takes the first suggestion, as the list shows it (the service's best).
    await user.type(input, "ang");
    await waitFor(async () => expect(await options()).toHaveLength(2));
    await user.keyboard("{Enter}");
    expect(picked()).toBe("wei,daniel");
  });

  it("Enter on a text nothing matches says so and adds nothing", async () => {
    const { user } = renderWith(<Multi />);
    const input = box("Participants");
    await user.type(input, "wei wong{Enter}");
    await screen.findByText("No user matches “wei wong”.");
    expect(picked()).toBe("");
    expect(input.value).toBe("wei wong");
  });

  it("takes a list separated by commas or lines as uids, and refuses what is not a uid", async () => {
    const { user } = renderWith(<Multi />);
    const input = box("Participants");
    await user.type(input, "ada, bo,");
    expect(picked()).toBe("ada,bo");
    // One uid no one has: Enter says so; a comma takes it as typed.
    await user.type(input, "cy{Enter}");
    await screen.findByText("No user matches “cy”.");
    expect(picked()).toBe("ada,bo");
    await user.type(input, ",");
    expect(picked()).toBe("ada,bo,cy");
    await user.type(input, "no!pe,");
    expect(picked()).toBe("ada,bo,cy");
    screen.getByText("Not a uid (letters, digits, _ and - only): no!pe");
    await user.type(input, "ADA{Enter}");
    screen.getByText("Already chosen: ADA.");
    expect(picked()).toBe("ada,bo,cy");
    // A pasted column (the browser would join its lines into one) is a list; a pasted name is text to search.
    await user.paste("dee\neve\r\nfay");
    expect(picked()).toBe("ada,bo,cy,dee,eve,fay");
    await user.paste("Wei Wang");
    expect(input.value).toBe("Wei Wang");
    expect(picked()).toBe("ada,bo,cy,dee,eve,fay");
  });

  it("keeps a typed uid when the box is left, but not a part of a name the suggestions show", async () => {
    const { user } = renderWith(<Multi />);
    await user.type(box("Participants"), "dee");
    await user.tab();
    expect(picked()).toBe("dee");
    await user.type(box("Participants"), "ang");
    await waitFor(async () => expect(await options()).toHaveLength(3));
    await user.tab();
    expect(picked()).toBe("dee");
    screen.getByText("“ang” is not added: pick one of the suggestions.");
    expect(box("Participants").value).toBe("ang");
  });

  it("stops at the limit and says so", async () => {
    const { user } = renderWith(<Multi initial={["ada"]} max={2} />);
    const input = box("Participants");
    await user.type(input, "bo, cy,");
    expect(picked()).toBe("ada,bo");
    screen.getByText("The limit is reached; left out: cy.");
    await user.click(input);
    await screen.findByText("The limit is reached: remove one to add another.");
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});

describe("filter picker", () => {
  it("commits the chosen uid to the list's filter, and a blank box clears it", async () => {
    const onCommit = vi.fn();
    const { user } = renderWith(<FilterUserPicker label="Sender" value={null} onCommit={onCommit} />);
    await user.type(box("Sender"), "quill");
    await waitFor(async () => expect(await options()).toHaveLength(1));
    await user.click((await options())[0] as HTMLElement);
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith("quill"));
    await user.clear(box("Sender"));
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith(null));
  });

  it("a pause in typing a name filters by nothing; Enter filters by the user it names", async () => {
    const onCommit = vi.fn();
    const { user } = renderWith(<FilterUserPicker label="Sender" value={null} onCommit={onCommit} />);
    await user.type(box("Sender"), "wei wang");
    await waitFor(async () => expect(await options()).toHaveLength(1));
    // Past the box's pause (350 ms): "wei wang" is no uid, so the filter stays as it was.
    await new Promise((r) => setTimeout(r, 400));
    expect(onCommit).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onCommit).toHaveBeenLastCalledWith("wei"));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
