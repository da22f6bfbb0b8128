/**
 * A small Tailwind class merger for `cn`: of two classes that set the same thing under the same variants,
 * the later wins. It knows the utility families this project writes; an unknown class never conflicts.
 * It replaces tailwind-merge in the browser (about 8 KiB gzip, most of it a table of every utility);
 * `class-merge.test.ts` checks it against tailwind-merge over every class the project's sources use.
 */

const DISPLAY =
  "block inline-block inline flex inline-flex grid inline-grid hidden table table-row table-cell contents flow-root list-item";
const EXACT: Record<string, string> = {
  ...Object.fromEntries(DISPLAY.split(" ").map((c) => [c, "display"])),
  ...Object.fromEntries("static fixed absolute relative sticky".split(" ").map((c) => [c, "position"])),
  ...Object.fromEntries("visible invisible collapse".split(" ").map((c) => [c, "visibility"])),
  ...Object.fromEntries(
    "underline overline line-through no-underline".split(" ").map((c) => [c, "decoration"]),
  ),
  ...Object.fromEntries("uppercase lowercase capitalize normal-case".split(" ").map((c) => [c, "transform"])),
  ...Object.fromEntries("italic not-italic".split(" ").map((c) => [c, "font-style"])),
  ...Object.fromEntries("antialiased subpixel-antialiased".split(" ").map((c) => [c, "smoothing"])),
  "sr-only": "sr",
  "not-sr-only": "sr",
  truncate: "text-overflow",
  grow: "grow",
  shrink: "shrink",
  border: "border-w",
  rounded: "rounded",
  shadow: "shadow",
  ring: "ring-w",
  outline: "outline-style",
  transition: "transition",
  "tabular-nums": "nums",
  "proportional-nums": "nums",
};

const SIZE = /^(xs|sm|base|lg|[2-9]?xl|\[\d[\d.]*(px|rem|em|%)\])$/;
const WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const SIDE = "(x|y|s|e|t|r|b|l)";
const LENGTH =
  /^(\d+(\.\d+)?|\d+\/\d+|px|full|auto|screen|min|max|fit|[sdl]v[hw]|none|prose|\d?xs|sm|md|lg|\d?xl|\[.+\]|\(.+\))$/;

/** Families whose group depends on the value; answers the group or undefined. */
function valued(prefix: string, v: string): string | undefined {
  switch (prefix) {
    case "text":
      if (SIZE.test(v)) return "font-size";
      if (/^(left|center|right|justify|start|end)$/.test(v)) return "text-align";
      if (/^(wrap|nowrap|balance|pretty)$/.test(v)) return "text-wrap";
      if (/^(ellipsis|clip)$/.test(v)) return "text-overflow";
      return "text-color";
    case "font":
      return WEIGHT.test(v) ? "font-weight" : "font-family";
    case "border": {
      const side = v.match(new RegExp(`^${SIDE}(?:-(.+))?$`));
      if (side) return side[2] === undefined || /^\d+$/.test(side[2]) ? `border-w-${side[1]}` : undefined;
      if (/^\d+$/.test(v)) return "border-w";
      if (/^(solid|dashed|dotted|double|none|hidden)$/.test(v)) return "border-style";
      if (/^(collapse|separate)$/.test(v)) return "border-collapse";
      return "border-color";
    }
    case "ring":
      if (/^\d+$/.test(v)) return "ring-w";
      return v === "inset" ? "ring-inset" : "ring-color";
    case "ring-offset":
      return /^\d+$/.test(v) ? "ring-offset-w" : "ring-offset-color";
    case "outline":
      if (/^(none|hidden|solid|dashed|dotted|double)$/.test(v)) return "outline-style";
      return /^\d+$/.test(v) ? "outline-w" : "outline-color";
    case "shadow":
      return /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(v) ? "shadow" : "shadow-color";
    case "flex":
      if (/^(row|col|row-reverse|col-reverse)$/.test(v)) return "flex-direction";
      if (/^(wrap|nowrap|wrap-reverse)$/.test(v)) return "flex-wrap";
      return "flex";
    case "bg":
      return /^(fixed|local|scroll|clip-.*|origin-.*|repeat.*|no-repeat|cover|contain|auto|none|linear-.*|radial.*|conic.*)$/.test(
        v,
      )
        ? undefined
        : "bg-color";
    case "rounded": {
      const side = v.match(/^(t|r|b|l|s|e|tl|tr|br|bl|ss|se|ee|es)(?:-(.+))?$/);
      return side ? `rounded-${side[1]}` : "rounded";
    }
    case "overflow": {
      const axis = v.match(/^(x|y)-/);
      return axis ? `overflow-${axis[1]}` : "overflow";
    }
    case "underline":
      return v.startsWith("offset-") ? "underline-offset" : undefined;
    case "decoration":
      return /^(solid|double|dotted|dashed|wavy)$/.test(v) ? "decoration-style" : "decoration-color";
    case "backdrop":
      return v.startsWith("blur") ? "backdrop-blur" : undefined;
    case "caption":
      return "caption";
    case "content":
      if (/^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(v))
        return "align-content";
      return /^(none|\[.*\]|\(.*\))$/.test(v) ? "content" : undefined;
    case "transition":
      return "transition";
    case "pointer-events":
    case "whitespace":
    case "cursor":
    case "items":
    case "justify":
    case "self":
    case "accent":
    case "align":
    case "select":
    case "break":
    case "animate":
    case "duration":
    case "delay":
    case "ease":
    case "leading":
    case "tracking":
    case "opacity":
    case "z":
    case "order":
    case "basis":
    case "grid-cols":
    case "grid-rows":
    case "col-span":
    case "row-span":
    case "aspect":
    case "object":
    case "list":
    case "fill":
    case "stroke":
    case "line-clamp":
    case "scale":
    case "rotate":
    case "translate-x":
    case "translate-y":
    case "space-x":
    case "space-y":
    case "shrink":
    case "grow":
    case "scroll-m":
    case "scroll-p":
      return prefix;
    default:
      // Spacing and sizing: p, px, pt, …, m…, gap…, w, h, size, min-/max-, inset…, top/right/bottom/left.
      return LENGTH.test(v) &&
        /^(p|m)[xyserbtl]?$|^gap(-[xy])?$|^(min-|max-)?[wh]$|^size$|^inset(-[xy])?$|^(top|right|bottom|left|start|end)$/.test(
          prefix,
        )
        ? prefix
        : undefined;
  }
}

const PREFIXES = (
  "pointer-events ring-offset line-clamp grid-cols grid-rows translate-x translate-y col-span row-span space-x space-y " +
  "scroll-m scroll-p min-w min-h max-w max-h inset-x inset-y gap-x gap-y"
).split(" ");

/** The group a class (without variants, `!` or a leading `-`) belongs to, or undefined if unknown. */
function groupOf(base: string): string | undefined {
  const exact = EXACT[base];
  if (exact) return exact;
  // An arbitrary property, `[--x:1]`, conflicts with the same property.
  if (base.startsWith("[")) return base.includes(":") ? `[${base.slice(1, base.indexOf(":"))}]` : undefined;
  const long = PREFIXES.find((p) => base.startsWith(`${p}-`));
  if (long) return valued(long, base.slice(long.length + 1));
  const dash = base.indexOf("-");
  if (dash <= 0) return undefined;
  return valued(base.slice(0, dash), base.slice(dash + 1));
}

const SIDES = (g: string, sides: string) => sides.split(" ").map((s) => `${g}${s}`);
/** A class of the key's group also overrides earlier classes of these groups. */
const OVERRIDES: Record<string, string[]> = {
  p: SIDES("p", "x y s e t r b l"),
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: SIDES("m", "x y s e t r b l"),
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: SIDES("rounded-", "t r b l s e tl tr br bl ss se ee es"),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": SIDES("border-w-", "x y s e t r b l"),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
};

/** `variants:` (sorted, so `hover:focus:` and `focus:hover:` agree) plus `!`, and the bare utility. */
function parse(cls: string): [scope: string, base: string] {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < cls.length; i++) {
    const ch = cls[i];
    if (ch === "[" || ch === "(") depth++;
    else if (ch === "]" || ch === ")") depth--;
    else if (ch === ":" && depth === 0) cut = i;
  }
  const variants = cut < 0 ? "" : `${cls.slice(0, cut).split(":").sort().join(":")}:`;
  let base = cls.slice(cut + 1);
  let important = "";
  if (base.endsWith("!") || base.startsWith("!")) {
    important = "!";
    base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
  }
  if (base.startsWith("-")) base = base.slice(1);
  return [variants + important, base];
}

/** Drops each class that a later class of the same group (under the same variants) overrides. */
export function mergeClasses(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const cls = list[i] as string;
    const [scope, base] = parse(cls);
    const group = groupOf(base);
    if (group === undefined) {
      kept.push(cls);
      continue;
    }
    const key = scope + group;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const g of OVERRIDES[group] ?? []) taken.add(scope + g);
    kept.push(cls);
  }
  return kept.reverse().join(" ");
}
