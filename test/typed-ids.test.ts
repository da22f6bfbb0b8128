import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type JsxElement, jsxElements } from "./jsx-elements";

// An admin chooses users, groups and conversations by name: no form or filter asks for an id to be typed where
// a picker (components/pickers) fits. Read off the sources of app/ and components/.
const root = path.resolve(import.meta.dirname, "..");

/** Elements that take typed text; components of ours that render one are found from the code (`textBoxKits`). */
const TEXT_BOXES = ["input", "textarea", "Input", "Textarea"];
/** Types of `<input>` that are not typed text. */
const NOT_TEXT =
  /^(checkbox|radio|date|datetime-local|time|month|week|number|range|color|file|hidden|button|submit|reset|password|email|url|tel)$/;
/** Pickers, and the kits that wrap them. */
const isPicker = (name: string) => /Picker$|^PickerField$|^Combobox$/.test(name);

/** Words that ask for an id of the service's users, groups or conversations. */
const ID_WORDS = /\b(uids?|guids?|user ?ids?|group ?ids?|conversation ?ids?)\b/i;
/** Field names that hold one (the last part of a form path). */
const ID_NAMES =
  /^(uids?|guids?|userIds?|groupIds?|conversationIds?|sender|receiver|recipient|owner|members?|participants?|onBehalfOf)$/i;
/** Typing what is named, to confirm a step that cannot be undone, is the point of such a box. */
const CONFIRMS = /\bto confirm\b|^confirm$/i;

interface Exception {
  file: string;
  /** The field's label, else its name, else its placeholder, as written. */
  field: string;
  why: string;
}

/** Fields that ask for an id to be typed on purpose. */
const EXCEPTIONS: Exception[] = [
  {
    file: "app/(dashboard)/users/_components/create-user-dialog.tsx",
    field: "UID",
    why: "a new user's uid: nobody has it yet, so there is nothing to pick",
  },
  {
    file: "app/(dashboard)/groups/_components/create-group-dialog.tsx",
    field: "Guid",
    why: "a new group's guid: nobody has it yet, so there is nothing to pick",
  },
  {
    file: "app/(dashboard)/users/_components/users-filters.tsx",
    field: "Search uid or name",
    why: "the users list's own text search: it narrows the list to every partial match, not to one user",
  },
  {
    file: "app/(dashboard)/groups/_components/groups-filters.tsx",
    field: "Search",
    why: "the groups list's own text search (“Guid or name”): it narrows the list to every partial match",
  },
  {
    file: "app/(dashboard)/messages/_components/rail-filters.tsx",
    field: "Search conversations",
    why: "the conversation list's own text search: it narrows the list to every conversation whose other party matches",
  },
  {
    file: "app/(dashboard)/notifications/email/_components/email-settings-form.tsx",
    field: "Unsubscribe group id",
    why: "the email provider's unsubscribe group, an id of that provider's, not a group of the app",
  },
];

const literal = (e: JsxElement, attr: string) => e.attributes.get(attr)?.literals.join(" / ") ?? "";
const fieldOf = (e: JsxElement) =>
  [literal(e, "label"), literal(e, "aria-label"), literal(e, "name"), literal(e, "placeholder")].find(
    Boolean,
  ) ?? "";

function isTextBox(e: JsxElement, boxes: ReadonlySet<string>) {
  if (!boxes.has(e.name) || isPicker(e.name)) return false;
  const type = e.attributes.get("type");
  // A type chosen by an expression may be text.
  return !type || type.raw.startsWith("{") || !NOT_TEXT.test(type.literals.join(""));
}

interface Source {
  file: string;
  source: string;
  elements: JsxElement[];
}
const read = (file: string, source: string): Source => ({ file, source, elements: jsxElements(source) });

/**
 * The components of ours that render one text box and no picker, form or dialog (a filter's or a form's text
 * field, at any depth of wrapping): a use of one is a text box, its label and placeholder the box's.
 */
function textBoxKits(sources: readonly Source[]): Set<string> {
  const boxes = new Set(TEXT_BOXES);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { source, elements } of sources) {
      // A top-level component runs from its declaration to the next one.
      const starts = source.split("\n").flatMap((l, i) => {
        const name = /^(?:export )?(?:default )?(?:async )?(?:function|const) ([A-Z]\w*)/.exec(l)?.[1];
        return name ? [{ name, line: i + 1 }] : [];
      });
      starts.forEach(({ name, line }, k) => {
        if (boxes.has(name) || isPicker(name)) return;
        const end = starts[k + 1]?.line ?? Infinity;
        const inside = elements.filter((e) => e.line >= line && e.line < end);
        if (inside.some((e) => isPicker(e.name) || /^(form|FormDialog|Dialog)$/.test(e.name))) return;
        if (inside.filter((e) => isTextBox(e, boxes)).length !== 1) return;
        boxes.add(name);
        grew = true;
      });
    }
  }
  return boxes;
}

/** What a text box says it asks for: its label, name (last part), placeholder and hint. */
function asksForId(e: JsxElement) {
  const words = ["label", "aria-label", "placeholder", "hint"].map((a) => literal(e, a)).join(" | ");
  const names = e.attributes.get("name")?.literals.map((n) => n.split(".").at(-1) ?? "") ?? [];
  if (CONFIRMS.test(words) || names.some((n) => CONFIRMS.test(n))) return false;
  return ID_WORDS.test(words) || names.some((n) => ID_NAMES.test(n));
}

interface TypedId {
  file: string;
  line: number;
  element: string;
  field: string;
}

/** The text boxes in a source that ask for a typed id: by their own words, or by the label or field around them. */
function typedIds({ file, elements }: Source, boxes: ReadonlySet<string>): TypedId[] {
  const isBox = (e: JsxElement) => isTextBox(e, boxes);
  const found = new Map<JsxElement, string>();
  for (const e of elements) if (isBox(e) && asksForId(e)) found.set(e, fieldOf(e));
  for (const e of elements) {
    const words = e.name === "Field" ? literal(e, "label") : /^[lL]abel$/.test(e.name) ? e.text : "";
    if (!ID_WORDS.test(words) || CONFIRMS.test(words)) continue;
    if (e.descendants.some((d) => isPicker(d.name))) continue;
    // A label around its box, or beside it (htmlFor names the box's id).
    const target = e.attributes.get("htmlFor")?.raw;
    const inside = e.descendants.filter(isBox);
    const beside = target ? elements.filter((x) => isBox(x) && x.attributes.get("id")?.raw === target) : [];
    for (const x of [...inside, ...beside]) if (!found.has(x)) found.set(x, words);
  }
  return [...found].map(([e, field]) => ({ file, line: e.line, element: e.name, field }));
}

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))
    .map((f) => path.join(dir, f));
}

describe("reading a form's fields", () => {
  // Declarations start their lines, as in a real source.
  const fixture = (file: string, source: string) => read(file, source.replace(/^[ \t]+/gm, ""));
  // The kits' shapes, as in components/form and components/filters.
  const KITS = `
    export function InputField<T>({ type = "text", ...p }: P<T>) {
      return <Field id={id} label={p.label}><Input id={id} type={type} {...p} /></Field>;
    }
    export function TextField<T>(p: P<T>) {
      return <InputField<T> autoComplete="off" {...p} type="text" />;
    }
    export function SecretField<T>(p: P<T>) {
      return <InputField<T> {...p} type="password" />;
    }
    export function TextareaField<T>(p: P<T>) {
      return <Field id={id} label={p.label}><Textarea id={id} {...p} /></Field>;
    }
    export function FilterText({ label, value }: FilterTextProps) {
      return <div><Label htmlFor={id}>{label}</Label><Input id={id} type="search" value={text} /></div>;
    }
  `;
  const found = (source: string) => {
    const sources = [fixture("kits.tsx", KITS), fixture("x.tsx", source)];
    return typedIds(sources[1] as Source, textBoxKits(sources)).map((t) => `${t.element}: ${t.field}`);
  };

  it("knows a component of ours that renders one text box as a text box, however deep the wrapping", () => {
    expect([...textBoxKits([fixture("kits.tsx", KITS)])].sort()).toEqual(
      [
        "FilterText",
        "Input",
        "InputField",
        "TextField",
        "Textarea",
        "TextareaField",
        "input",
        "textarea",
      ].sort(),
    );
    expect(
      found(`
        function FilterInput({ label, value, onChange, ...props }: Props) {
          return <label className="x">{label}<input {...props} value={value} onChange={(e) => onChange(e.target.value)} /></label>;
        }
        function Toolbar() {
          return (
            <div>
              <FilterInput label="Sender" placeholder="uid" value={f.sender} onChange={set} />
              <FilterInput label="Since" type="date" value={f.since} onChange={set} />
            </div>
          );
        }
      `),
    ).toEqual(["FilterInput: Sender"]);
  });

  it("knows no form, dialog or picker as a text box", () => {
    const kits = textBoxKits([
      fixture(
        "x.tsx",
        `export function UserPicker(p: P) {
          return <Combobox input={<input {...p} />} />;
        }
        export const NameDialog = () => <FormDialog title="Name"><TextField name="name" label="Name" /></FormDialog>;
        export function Both() {
          return <div><Input aria-label="a" /><Input aria-label="b" /></div>;
        }`,
      ),
    ]);
    expect([...kits].filter((k) => !TEXT_BOXES.includes(k))).toEqual([]);
  });

  it("finds a text box that asks for a uid or guid by its label, placeholder, hint or name", () => {
    expect(
      found(`export const F = () => (
        <form>
          <FilterText label="Sender" placeholder="uid" value={v} onCommit={set} />
          <TextField control={c} name="members.0.owner" label="Owner" />
          <TextField control={c} name="note" label={group ? "Group (guid)" : "Note"} />
          <Input id="a" type="search" aria-label="User id" />
          <TextareaField control={c} name="list" label="Members" hint="One uid a line." />
          <input type={kind} placeholder="uid or guid" />
        </form>
      );`),
    ).toEqual([
      "FilterText: Sender",
      "TextField: Owner",
      "TextField: Group (guid) / Note",
      "Input: User id",
      "TextareaField: Members",
      "input: uid or guid",
    ]);
  });

  it("finds one by the label around it or beside it", () => {
    expect(
      found(`function F() {
        const id = useId();
        return (
          <>
            <Field id="t" label="Conversation id"><Input id="t" value={v} /></Field>
            <label className="x">Member (uid)<input value={v} onChange={(e) => set(e.target.value)} /></label>
            <Label htmlFor={id}>Read as (uid)</Label>
            <Input id={id} />
            <Label htmlFor="other">Group id</Label>
          </>
        );
      }`),
    ).toEqual(["Input: Conversation id", "input: Member (uid)", "Input: Read as (uid)"]);
  });

  it("passes pickers, other kinds of input, other words, and a box typed to confirm", () => {
    expect(
      found(`const re = /"(uid)'/g; // a regular expression's quotes are no strings
      export function F<T,>(p: P<T>) {
        const list = <K extends keyof T>(k: K) => k < 2 && k > 1;
        return (
          <div title="don't">
            <PickerField control={c} name="owner" picker="user" label="Owner (uid)" />
            <Field id="g" label="Group (guid)"><GroupPicker id="g" value={v} onChange={set} /></Field>
            <FilterUserPicker label="Participant uid" value={v} onCommit={set} />
            <input type="checkbox" name="uid" />
            <Input type="date" aria-label="Day the uid joined" />
            <TextField control={c} name="senderName" label="Sender name" />
            <TextField control={c} name="text" label={\`Message to \${uid}\`} />
            <TextField control={c} name="confirm" label={\`Type \${p.uid} to confirm\`} />
            <TextField control={c} name="confirmUid" label="Type the uid to confirm" />
            <SelectField<T, O> control={c} name="uid" label="User" options={o} />
          </div>
        );
      }`),
    ).toEqual([]);
  });
});

describe("forms and filters", () => {
  const sources = ["app", "components"]
    .flatMap(tsxFiles)
    .map((f) => read(f, readFileSync(path.join(root, f), "utf8")));
  const boxes = textBoxKits(sources);
  const found = sources.flatMap((s) => typedIds(s, boxes));
  const excepted = (t: TypedId) => EXCEPTIONS.some((x) => x.file === t.file && x.field === t.field);

  it("are all read (a reader that finds nothing would pass anything)", () => {
    const elements = sources.flatMap((s) => s.elements);
    expect(sources.length).toBeGreaterThan(200);
    expect(["TextField", "TextareaField", "FilterText"].filter((k) => !boxes.has(k))).toEqual([]);
    expect(elements.filter((e) => isTextBox(e, boxes)).length).toBeGreaterThan(60);
    expect(elements.filter((e) => isPicker(e.name)).length).toBeGreaterThan(20);
  });

  it("ask for no typed uid or guid where a picker fits: each field that does is a picker, or an exception with its reason", () => {
    expect(
      found.filter((t) => !excepted(t)).map((t) => `${t.file}:${t.line} <${t.element}> ${t.field}`),
    ).toEqual([]);
  });

  it("keep no exception for a field that is gone or became a picker", () => {
    const stale = EXCEPTIONS.filter((x) => !found.some((t) => t.file === x.file && t.field === x.field));
    expect(stale.map((x) => `${x.file}: ${x.field}`)).toEqual([]);
  });
});
