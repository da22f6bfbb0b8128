/**
 * A small reader of the JSX in a .tsx source, enough to find form fields: every element with its name, its
 * attributes (raw text and the string literals in them) and the text inside it. It skips strings, templates and
 * comments, and tells a JSX `<` from a comparison or a type argument by what comes before it.
 */

export interface JsxAttribute {
  /** The value as written: `"uid"`, `{group ? "Group (guid)" : "User"}`; "" for a bare attribute. */
  raw: string;
  /** The words in it a reader sees: string literals, template text, JSX text. */
  literals: string[];
}

export interface JsxElement {
  name: string;
  attributes: Map<string, JsxAttribute>;
  /** The text inside it, its descendants' included. */
  text: string;
  /** Every element inside it, at any depth (in attribute expressions too). */
  descendants: JsxElement[];
  /** 1-based, for messages. */
  line: number;
}

class Reader {
  i = 0;
  readonly elements: JsxElement[] = [];
  constructor(readonly src: string) {}

  fail(what: string): never {
    throw new Error(`${what} at line ${this.line(this.i)}`);
  }
  line(at: number) {
    return this.src.slice(0, at).split("\n").length;
  }

  /** From a quote to past its closing quote; the content goes to `literals`. */
  string(literals: string[]) {
    const q = this.src[this.i];
    const start = ++this.i;
    while (this.i < this.src.length && this.src[this.i] !== q) {
      if (this.src[this.i] === "\\") this.i++;
      if (this.src[this.i] === "\n") this.fail("unterminated string");
      this.i++;
    }
    literals.push(this.src.slice(start, this.i));
    this.i++;
  }

  template(literals: string[]) {
    this.i++;
    let start = this.i;
    while (this.i < this.src.length && this.src[this.i] !== "`") {
      if (this.src[this.i] === "\\") this.i += 2;
      else if (this.src.startsWith("${", this.i)) {
        literals.push(this.src.slice(start, this.i));
        this.i += 2;
        this.code(literals, true);
        start = this.i;
      } else this.i++;
    }
    literals.push(this.src.slice(start, this.i));
    this.i++;
  }

  comment(): boolean {
    if (this.src.startsWith("//", this.i)) {
      const end = this.src.indexOf("\n", this.i);
      this.i = end < 0 ? this.src.length : end;
      return true;
    }
    if (this.src.startsWith("/*", this.i)) {
      const end = this.src.indexOf("*/", this.i + 2);
      if (end < 0) this.fail("unterminated comment");
      this.i = end + 2;
      return true;
    }
    return false;
  }

  /** The code before the current character, without the whitespace and the whole-line comments that end it. */
  codeBefore(): string {
    let before = this.src.slice(0, this.i).trimEnd();
    for (;;) {
      const lineStart = before.lastIndexOf("\n") + 1;
      if (before.slice(lineStart).trimStart().startsWith("//")) before = before.slice(0, lineStart).trimEnd();
      else if (before.endsWith("*/") && before.includes("/*"))
        before = before.slice(0, before.lastIndexOf("/*")).trimEnd();
      else return before;
    }
  }

  /** A `<` that opens JSX: a name or `>` follows, and an operator, bracket or `return` comes before. */
  jsxStarts(): boolean {
    const next = this.src[this.i + 1] ?? "";
    if (!/[A-Za-z>]/.test(next)) return false;
    const before = this.codeBefore();
    if (!(before === "" || /[(,=?:{[&|;>]$/.test(before) || /\breturn$/.test(before))) return false;
    // A generic arrow function's type parameters: `<P,>(…)`, `<K extends keyof T>(…)`.
    return !/^<[A-Za-z_$][\w$]*\s*(,|extends\b)/.test(this.src.slice(this.i, this.i + 100));
  }

  /** A `/` that opens a regular expression (not a division): an operator or bracket comes before it. */
  regexStarts(): boolean {
    if (/[/*]/.test(this.src[this.i + 1] ?? "")) return false;
    const before = this.codeBefore();
    return /[(,=?:{[!&|;}]$/.test(before) || /\breturn$/.test(before);
  }

  regex() {
    let inClass = false;
    for (this.i++; this.i < this.src.length; this.i++) {
      const c = this.src[this.i];
      if (c === "\\") this.i++;
      else if (c === "[") inClass = true;
      else if (c === "]") inClass = false;
      else if (c === "/" && !inClass) break;
      else if (c === "\n") this.fail("unterminated regular expression");
    }
    this.i++;
  }

  /** A type's argument list after a JSX element's name: `<SelectField<T, O> …>`. */
  typeArguments() {
    let depth = 0;
    do {
      if (this.src[this.i] === "<") depth++;
      else if (this.src[this.i] === ">") depth--;
      this.i++;
    } while (depth > 0 && this.i < this.src.length);
  }

  /** Code up to the `}` that closes it (when `inBraces`) or to the end; literals and JSX text are collected. */
  code(literals: string[], inBraces: boolean) {
    let depth = 0;
    while (this.i < this.src.length) {
      const c = this.src[this.i];
      if (this.comment()) continue;
      if (c === '"' || c === "'") this.string(literals);
      else if (c === "`") this.template(literals);
      else if (c === "/" && this.regexStarts()) this.regex();
      else if (c === "<" && this.jsxStarts()) literals.push(this.element().text);
      else if (c === "{") {
        depth++;
        this.i++;
      } else if (c === "}") {
        this.i++;
        if (depth === 0 && inBraces) return;
        depth--;
      } else this.i++;
    }
    if (inBraces) this.fail("unclosed {");
  }

  name(): string {
    const m = /^[A-Za-z0-9_.:-]*/.exec(this.src.slice(this.i, this.i + 200));
    this.i += m?.[0].length ?? 0;
    return m?.[0] ?? "";
  }

  space() {
    while (this.i < this.src.length) {
      if (/\s/.test(this.src[this.i] ?? "")) this.i++;
      else if (!this.comment()) return;
    }
  }

  element(): JsxElement {
    const start = this.i;
    this.i++;
    const name = this.name();
    if (this.src[this.i] === "<") this.typeArguments();
    const attributes = new Map<string, JsxAttribute>();
    let selfClosing = false;
    for (;;) {
      this.space();
      if (this.i >= this.src.length) this.fail(`unclosed <${name}`);
      if (this.src.startsWith("/>", this.i)) {
        this.i += 2;
        selfClosing = true;
        break;
      }
      if (this.src[this.i] === ">") {
        this.i++;
        break;
      }
      if (this.src[this.i] === "{") {
        this.i++;
        this.code([], true);
        continue;
      }
      const attr = this.name();
      if (!attr) this.fail(`unexpected ${this.src[this.i]} in <${name}>`);
      const literals: string[] = [];
      let raw = "";
      if (this.src[this.i] === "=") {
        this.i++;
        const from = this.i;
        if (this.src[this.i] === "{") {
          this.i++;
          this.code(literals, true);
        } else if (this.src[this.i] === '"' || this.src[this.i] === "'") this.string(literals);
        else this.fail(`unexpected value of ${attr}`);
        raw = this.src.slice(from, this.i);
      }
      attributes.set(attr, { raw, literals });
    }
    const mark = this.elements.length;
    let text = "";
    if (!selfClosing) {
      for (;;) {
        if (this.i >= this.src.length) this.fail(`unclosed <${name}>`);
        if (this.src.startsWith("</", this.i)) {
          const end = this.src.indexOf(">", this.i);
          this.i = end + 1;
          break;
        }
        const c = this.src[this.i];
        if (c === "<") text += ` ${this.element().text} `;
        else if (c === "{") {
          const literals: string[] = [];
          this.i++;
          this.code(literals, true);
          text += ` ${literals.join(" ")} `;
        } else {
          text += c;
          this.i++;
        }
      }
    }
    const element = {
      name,
      attributes,
      text: text.replace(/\s+/g, " ").trim(),
      descendants: this.elements.slice(mark),
      line: this.line(start),
    };
    this.elements.push(element);
    return element;
  }
}

/** Every JSX element in `source`, inner ones before the ones holding them. */
export function jsxElements(source: string): JsxElement[] {
  const r = new Reader(source);
  r.code([], false);
  return r.elements;
}
