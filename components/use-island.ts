"use client";

import { useRouter } from "next/navigation";
import {
  type ComponentType,
  type FormEvent,
  type MouseEvent,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
} from "react";
import { useOnDemand } from "./use-on-demand";

const CONTROLS = "button, select, input, textarea";

/** What the user did to the static markup, replayed on the live component's same control. */
type Pending = { index: number; label: string | null; value?: string };

const controls = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])];
/** A control's name as a user sees it: its aria-label, its label's text or its own text. */
const labelOf = (el: Element) =>
  el.getAttribute("aria-label") ??
  (el as HTMLInputElement).labels?.[0]?.textContent ??
  el.textContent?.trim() ??
  null;

/** Sets a field's value the way typing does, so React's onChange sees it. */
function setValue(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

function replay(root: HTMLElement | null, p: Pending) {
  const all = controls(root);
  // The live markup matches the static one control for control; the name check guards against drift.
  const same = all[p.index];
  const target = same && labelOf(same) === p.label ? same : all.find((c) => labelOf(c) === p.label);
  if (!target) return;
  target.focus();
  if (p.value === undefined) target.click();
  else if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) {
    setValue(target, p.value);
    if (target instanceof HTMLInputElement && target.type !== "number") {
      target.setSelectionRange(p.value.length, p.value.length);
    }
  }
}

/**
 * Progressive hydration for a server-rendered view: the page ships only this hook's code; the live
 * component loads when the user points at or focuses one of the view's controls, and is swapped in on the
 * first click or change, which is then replayed on the live component's same control. A click on a row
 * with `data-href` (outside its links and controls) navigates there without loading anything.
 *
 * Spread `bind` on the element that wraps the static children, and render `Loaded` inside it once set.
 */
export function useIsland<P>(load: () => Promise<ComponentType<P>>) {
  const router = useRouter();
  const { Loaded, preload, open } = useOnDemand(load);
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending | null>(null);

  // A layout effect: the replay (and the focus) must land before the browser handles the next key press,
  // which would otherwise go to the static field just removed.
  useLayoutEffect(() => {
    if (!Loaded || !pending.current) return;
    const p = pending.current;
    pending.current = null;
    replay(root.current, p);
  }, [Loaded]);

  const activate = (el: HTMLElement, value?: string) => {
    pending.current = { index: controls(root.current).indexOf(el), label: labelOf(el), value };
    open();
  };
  const warm = (e: SyntheticEvent) => {
    if ((e.target as HTMLElement).closest(CONTROLS)) preload();
  };

  const bind = Loaded
    ? { ref: root }
    : {
        ref: root,
        onPointerOver: warm,
        onFocus: warm,
        onClickCapture: (e: MouseEvent) => {
          const target = e.target as HTMLElement;
          const button = target.closest("button");
          if (button) {
            e.preventDefault();
            e.stopPropagation();
            activate(button);
            return;
          }
          const href = target.closest<HTMLElement>("[data-href]")?.dataset.href;
          if (href && !target.closest("a, input, select, label")) router.push(href);
        },
        onChange: (e: FormEvent) => {
          const field = e.target as HTMLInputElement | HTMLSelectElement;
          if (field.matches(CONTROLS)) activate(field, field.value);
        },
      };
  return { Loaded, bind };
}
