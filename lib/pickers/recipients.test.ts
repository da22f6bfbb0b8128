import { describe, expect, it } from "vitest";
import { mergeRecipients } from "./recipients";
import type { PickerOption } from "./schema";

const user = (uid: string): PickerOption => ({ value: uid, label: `User ${uid}`, detail: uid });
const group = (guid: string): PickerOption => ({
  value: guid,
  label: `Group ${guid}`,
  detail: `${guid} · public · 2 members`,
});
const values = (options: PickerOption[]) => options.map((o) => o.value);

describe("suggestions for a uid or a guid", () => {
  it("shares the places half and half, and says which is a user and which a group", () => {
    const users = ["u1", "u2", "u3", "u4", "u5", "u6"].map(user);
    const groups = ["g1", "g2", "g3", "g4", "g5"].map(group);
    const merged = mergeRecipients(users, groups, "", 8);
    expect(values(merged)).toEqual(["u1", "u2", "u3", "u4", "g1", "g2", "g3", "g4"]);
    expect(merged[0]?.detail).toBe("User · u1");
    expect(merged[4]?.detail).toBe("Group · g1 · public · 2 members");
  });

  it("gives a kind's unused places to the other", () => {
    const users = ["u1", "u2", "u3", "u4", "u5", "u6", "u7", "u8"].map(user);
    expect(values(mergeRecipients(users, [group("g1")], "", 8))).toEqual([
      "u1",
      "u2",
      "u3",
      "u4",
      "u5",
      "u6",
      "u7",
      "g1",
    ]);
    const groups = ["g1", "g2", "g3", "g4", "g5", "g6"].map(group);
    expect(values(mergeRecipients([user("u1")], groups, "", 8))).toEqual([
      "u1",
      "g1",
      "g2",
      "g3",
      "g4",
      "g5",
      "g6",
    ]);
  });

  it("puts the one whose id the text is first, and offers an id both kinds have once", () => {
    const merged = mergeRecipients(
      [user("team-a"), user("team")],
      [group("TEAM"), group("team-b")],
      "team",
      8,
    );
    expect(values(merged)).toEqual(["team", "team-a", "team-b"]);
    expect(merged[0]?.detail).toBe("User · team");
    expect(values(mergeRecipients([user("ann")], [group("team-b"), group("team")], " Team ", 8))).toEqual([
      "team",
      "ann",
      "team-b",
    ]);
  });

  it("offers nothing when neither kind has a match", () => {
    expect(mergeRecipients([], [], "nobody", 8)).toEqual([]);
  });
});
