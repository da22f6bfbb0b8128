import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { initialMapping, rowFromCells } from "./mapping";
import { MAX_IMPORT_FILE_BYTES, readImportFile } from "./read-file";
import { checkFile, refuseMissing, unresolved } from "./validate";

const bytes = (s: string) => new TextEncoder().encode(s);

function read(kind: Parameters<typeof readImportFile>[0], name: string, text: string | Uint8Array) {
  const r = readImportFile(kind, name, typeof text === "string" ? bytes(text) : text);
  if (!r.ok) throw new Error(r.error);
  return r.file;
}

describe("parseCsv", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks, and tells each record's line", () => {
    const r = parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n');
    expect(r).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ["a", "b"] },
        { line: 2, cells: ["x, y", 'say "hi"'] },
        { line: 3, cells: ["two\nlines", "z"] },
      ],
    });
  });

  it("names the line of a quote never closed", () => {
    expect(parseCsv('uid,name\nu1,"Ann\nu2,Bob\n')).toEqual({
      ok: false,
      error: "a quote opened on line 2 is never closed.",
    });
  });
});

describe("readImportFile refuses what a file is not", () => {
  it("refuses a file over the size limit, naming the limit", () => {
    const r = readImportFile("users", "big.csv", new Uint8Array(MAX_IMPORT_FILE_BYTES + 1).fill(65));
    expect(r).toEqual({ ok: false, error: expect.stringContaining("at most 1.0 MB") });
  });

  it("refuses a zip where a CSV is expected, text that is not UTF-8 and broken JSON", () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect(readImportFile("users", "users.csv", zip)).toEqual({
      ok: false,
      error: expect.stringMatching(/^users\.csv: this is a ZIP archive .*not a CSV file/),
    });
    const latin1 = new Uint8Array([...bytes("uid,name\nu1,Jos"), 0xe9, 0x0a]);
    expect(readImportFile("users", "users.csv", latin1)).toEqual({
      ok: false,
      error: expect.stringContaining("not UTF-8 text (byte 16 is not valid UTF-8)"),
    });
    expect(readImportFile("users", "users.json", bytes('{"users": {"u1": '))).toEqual({
      ok: false,
      error: expect.stringMatching(/^users\.json: the file is not valid JSON/),
    });
    expect(readImportFile("users", "users.xlsx", bytes("x"))).toEqual({
      ok: false,
      error: "users.xlsx: only .csv and .json files are taken.",
    });
  });

  it("takes the published shape, keyed by id, with rows numbered from 1", () => {
    const file = read(
      "users",
      "u.json",
      JSON.stringify({ users: { u1: { uid: "u1", name: "One" }, u2: { name: "Two" } } }),
    );
    expect(file).toEqual({
      format: "json",
      records: [
        { row: 1, value: { uid: "u1", name: "One" } },
        { row: 2, value: { uid: "u2", name: "Two" } },
      ],
    });
  });
});

describe("column mapping", () => {
  it("guesses columns by name, and prefers the remembered choice where the file has that column", () => {
    const headers = ["User ID", "uid", "Display name", "created_at"];
    expect(initialMapping("users", headers)).toMatchObject({ uid: "uid", name: "", createdAt: "created_at" });
    const remembered = { uid: "User ID", name: "Display name", avatar: "Picture" };
    expect(initialMapping("users", headers, remembered)).toMatchObject({
      uid: "User ID",
      name: "Display name",
      avatar: "",
    });
  });

  it("converts cells by type and refuses a formula, naming its field", () => {
    const headers = ["uid", "name", "tags", "meta", "at"];
    const mapping = { uid: "uid", name: "name", tags: "tags", metadata: "meta", createdAt: "at" };
    const row = {
      uid: "u1",
      name: "Ann",
      tags: ["a", "b", "c"],
      metadata: { k: 1 },
      createdAt: "1673421419",
    };
    expect(rowFromCells("users", headers, ["u1", "Ann", "a; b|c", '{"k":1}', "1673421419"], mapping)).toEqual(
      { row, problems: [], given: row },
    );
    const out = rowFromCells("users", headers, ["u2", '=HYPERLINK("x")', "", "[1]", ""], mapping);
    expect(out.problems).toEqual([
      {
        field: "name",
        message: expect.stringContaining('starts with "=", which a spreadsheet runs as a formula'),
      },
      { field: "metadata", message: 'must be a JSON object, such as {"key": "value"}' },
    ]);
    expect(out.given).toEqual({ uid: "u2", name: '=HYPERLINK("x")', metadata: "[1]" });
  });
});

describe("checkFile", () => {
  const csv =
    "uid,name,createdAt\nu1,Ann,1673421419\nU1,Ann again,\nbad id!,Bob,\nu3,@cmd,\nu4,Dee,yesterday\n";

  it("answers every refused row with its row number and field, and keeps the rest ready to send", () => {
    const file = read("users", "users.csv", csv);
    const checked = checkFile("users", file, { uid: "uid", name: "name", createdAt: "createdAt" });
    expect(checked.total).toBe(5);
    expect(checked.ready).toEqual([
      { row: 2, id: "u1", data: { uid: "u1", name: "Ann", createdAt: 1673421419 } },
    ]);
    expect(checked.issues.map((i) => [i.row, i.field])).toEqual([
      [3, "uid"],
      [4, "uid"],
      [5, "name"],
      [6, "createdAt"],
    ]);
    expect(checked.issues[0]?.message).toContain("repeats the id of row 2");
    expect(checked.issues[1]?.message).toBe("may hold only letters, digits, _ and -");
    expect(checked.issues[3]?.message).toBe("must be a Unix time in seconds (at most 10 digits)");
  });

  it("keeps each refused row's fields as the file gave them, a refused cell's text as it was", () => {
    const checked = checkFile("users", read("users", "users.csv", csv), {
      uid: "uid",
      name: "name",
      createdAt: "createdAt",
    });
    expect(checked.refused).toEqual([
      { row: 3, fields: { uid: "U1", name: "Ann again" } },
      { row: 4, fields: { uid: "bad id!", name: "Bob" } },
      { row: 5, fields: { uid: "u3", name: "@cmd" } },
      { row: 6, fields: { uid: "u4", name: "Dee", createdAt: "yesterday" } },
    ]);
  });

  it("refuses every row when a required field has no column", () => {
    const checked = checkFile("users", read("users", "users.csv", csv), { uid: "uid" });
    expect(checked.ready).toEqual([]);
    expect(checked.issues).toEqual([{ row: 1, field: "name", message: "no column is chosen for it" }]);
  });

  it("finds the users and groups messages name that the import does not bring, and refuses their rows", () => {
    const users = checkFile(
      "users",
      read("users", "u.json", JSON.stringify({ users: { ann: { uid: "ann", name: "Ann" } } })),
    );
    const messages = checkFile(
      "messages",
      read(
        "messages",
        "m.json",
        JSON.stringify({
          messages: {
            m1: {
              muid: "m1",
              sender: "ANN",
              receiverType: "user",
              receiver: "bob",
              data: { text: "hi" },
              sentAt: 1673421419,
            },
            m2: {
              muid: "m2",
              sender: "cy",
              senderUserDetails: { uid: "cy", name: "Cy" },
              receiverType: "group",
              receiver: "g1",
              data: { text: "yo" },
              sentAt: 1673421420,
            },
          },
        }),
      ),
    );
    expect(unresolved([users, messages])).toEqual([
      { kind: "users", id: "bob", field: "receiver" },
      { kind: "groups", id: "g1", field: "receiver" },
    ]);
    const [, after] = refuseMissing([users, messages], new Set(["users:bob"]));
    expect(after?.ready.map((r) => r.id)).toEqual(["m2"]);
    expect(after?.refused).toEqual([
      { row: 1, fields: expect.objectContaining({ muid: "m1", receiver: "bob" }) },
    ]);
    expect(after?.issues).toEqual([
      {
        row: 1,
        id: "m1",
        field: "receiver",
        message:
          'no user "bob" in this import or in the app: import the users first, or give the row its details',
      },
    ]);
  });
});
