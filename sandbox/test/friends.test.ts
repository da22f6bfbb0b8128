import { beforeEach, describe, expect, it } from "vitest";
import { pageEnvelope, successEnvelope } from "../../lib/schemas/common";
import { addFriendsEnvelope, userSchema } from "../../lib/schemas/users";
import { expectError, okBody, okData } from "./answers";
import { expectRefusals } from "./chat-helpers";
import { addUsers } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

let s: Sandbox;
const friendsList = pageEnvelope(userSchema);

beforeEach(() => {
  s = makeSandbox();
  addUsers(s, "alice", "bob", "carol", "dave");
});

const friendsOf = async (uid: string, qs = "") => {
  const res = await s.chat("GET", `/users/${uid}/friends${qs}`);
  return okBody(res, friendsList);
};
const count = () => (s.db.prepare("SELECT count(*) AS n FROM friends").get() as { n: number }).n;

describe("friends (published POST/GET/DELETE /users/{uid}/friends)", () => {
  it("adds friends both ways and answers an outcome per uid under accepted", async () => {
    s.db.prepare("UPDATE users SET deactivated_at = 1 WHERE app_id = ? AND uid = 'dave'").run(s.app.id);
    const res = await s.chat("POST", "/users/alice/friends", {
      body: { accepted: ["Bob", "carol", "alice", "dave", "ghost"] },
    });
    expect(okData(res, addFriendsEnvelope).accepted).toEqual({
      bob: { success: true, message: "Created relationship with status accepted." },
      carol: { success: true, message: "Created relationship with status accepted." },
      alice: { success: false, message: "A user cannot be their own friend." },
      dave: { success: false, message: "The UID dave does not exist." },
      ghost: { success: false, message: "The UID ghost does not exist." },
    });
    expect((await friendsOf("alice")).data.map((u) => u.uid)).toEqual(["bob", "carol"]);
    const ofBob = await friendsOf("bob");
    expect(ofBob.data.map((u) => [u.uid, u.conversationId])).toEqual([["alice", "alice_user_bob"]]);
    await s.chat("POST", "/users/alice/friends", { body: { accepted: ["bob"] } });
    expect(count()).toBe(4);
  });

  it("pages and searches the list with the true total", async () => {
    await s.chat("POST", "/users/alice/friends", { body: { accepted: ["bob", "carol", "dave"] } });
    const page = await friendsOf("alice", "?perPage=2&page=2");
    expect(page.data.map((u) => u.uid)).toEqual(["dave"]);
    expect(page.meta.pagination).toMatchObject({ total: 3, count: 1, per_page: 2, current_page: 2 });
    expect((await friendsOf("alice", "?searchKey=AR")).data.map((u) => u.uid)).toEqual(["carol"]);
    expect((await friendsOf("alice", "?searchKey=%25")).data).toEqual([]);
  });

  it("removes friendships both ways with the published answer", async () => {
    await s.chat("POST", "/users/alice/friends", { body: { accepted: ["bob", "carol"] } });
    const res = await s.chat("DELETE", "/users/alice/friends", { body: { friends: ["bob", "nobody"] } });
    expect(successEnvelope.parse(res.json).data).toEqual({
      success: true,
      message: "Deleted the friend relations succussfully",
    });
    expect((await friendsOf("alice")).data.map((u) => u.uid)).toEqual(["carol"]);
    expect((await friendsOf("bob")).data).toEqual([]);
  });

  it("forgets a user's friendships when the user is deleted for good", async () => {
    await s.chat("POST", "/users/alice/friends", { body: { accepted: ["bob"] } });
    await s.chat("DELETE", "/users/bob", { body: { permanent: true } });
    expect(count()).toBe(0);
  });

  it("refuses bad bodies and unknown users and changes nothing", async () => {
    await s.chat("POST", "/users/alice/friends", { body: { accepted: ["bob"] } });
    for (const body of [{}, { accepted: [] }, { accepted: "bob" }, { accepted: ["not a uid"] }]) {
      expectError(await s.chat("POST", "/users/alice/friends", { body }), 400, "ERR_BAD_REQUEST");
    }
    await expectRefusals(s, [
      [
        "POST",
        "/users/alice/friends",
        {
          body: { accepted: Array.from({ length: 101 }, (_, i) => `u${i}`) },
        },
        400,
        "ERR_BAD_REQUEST",
      ],
      ["DELETE", "/users/alice/friends", { body: { friends: [] } }, 400, "ERR_BAD_REQUEST"],
      ["GET", "/users/ghost/friends", undefined, 404, "ERR_UID_NOT_FOUND"],
      ["POST", "/users/ghost/friends", { body: { accepted: ["bob"] } }, 404, "ERR_UID_NOT_FOUND"],
      ["GET", "/users/alice/friends?perPage=0", undefined, 400, "ERR_BAD_REQUEST"],
    ]);
    expect(count()).toBe(2);
  });
});
