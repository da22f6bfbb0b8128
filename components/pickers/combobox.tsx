"use client";

import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { UserAvatar } from "@/components/user-avatar";
import type { PickerOption } from "@/lib/pickers/schema";
import { bestMatch, moveActive } from "@/lib/pickers/selection";
import { cn } from "@/lib/utils";

export interface PickerInputProps {
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * What Enter does when no suggestion is highlighted: "pick" takes the suggestion the text names (the one
 * it is exactly, else the first), once the suggestions for the text have arrived; "done" means the picker
 * dealt with the text itself; "pass" leaves the key to the form (it submits).
 */
export type EnterAction = "pick" | "done" | "pass";

export function Combobox({
  text,
  onTextChange,
  open,
  onOpenChange,
  options,
  ready = false,
  pending,
  error,
  emptyText,
  footer,
  onPick,
  onEnter,
  onNoMatch,
  onBackspaceEmpty,
  onPaste,
  before,
  listLabel,
  input,
  avatars = true,
}: {
  text: string;
  onTextChange: (text: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: PickerOption[];
  /** The options answer the text as it is now, not an earlier text's answer kept while the next loads. */
  ready?: boolean;
  pending: boolean;
  error?: string;
  emptyText: string;
  footer?: ReactNode;
  onPick: (option: PickerOption) => void;
  onEnter?: (text: string) => EnterAction;
  /** Enter found nothing for the text; the list stays open saying so (its status line). */
  onNoMatch?: (text: string) => void;
  onBackspaceEmpty?: () => void;
  onPaste?: (e: ClipboardEvent<HTMLInputElement>) => void;
  before?: ReactNode;
  listLabel: string;
  input: PickerInputProps;
  /** Each suggestion shows its picture or initials (users, groups); off for plain words such as tags. */
  avatars?: boolean;
}) {
  const listId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(-1);
  // The text Enter was pressed on before its suggestions arrived: taken as soon as they do.
  const [waiting, setWaiting] = useState<string | null>(null);
  const current = active < options.length ? active : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  const setOpen = (o: boolean) => {
    if (!o) {
      setActive(-1);
      setWaiting(null);
    }
    onOpenChange(o);
  };

  const settle = (typed: string) => {
    const option = bestMatch(typed, options);
    if (option) {
      onPick(option);
      setOpen(false);
    } else {
      onNoMatch?.(typed);
      if (!open) onOpenChange(true);
    }
  };
  const settleLatest = useRef(settle);
  settleLatest.current = settle;
  useEffect(() => {
    if (waiting === null || !ready) return;
    setWaiting(null);
    if (text.trim() === waiting) settleLatest.current(waiting);
  }, [waiting, ready, text]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case "ArrowDown":
      case "ArrowUp": {
        e.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        setActive(moveActive(current, options.length, e.key === "ArrowDown" ? "next" : "previous"));
        return;
      }
      case "Enter": {
        const option = open ? options[current] : undefined;
        if (option) {
          e.preventDefault();
          onPick(option);
          setOpen(false);
          return;
        }
        const action = onEnter?.(text) ?? "pass";
        if (action === "pass") {
          setOpen(false);
          return;
        }
        // Never the form's submit with a half-typed name in the box.
        e.preventDefault();
        if (action === "done") setOpen(false);
        else if (ready) settle(text.trim());
        else {
          setWaiting(text.trim());
          if (!open) onOpenChange(true);
        }
        return;
      }
      case "Escape":
        if (open) {
          e.preventDefault();
          setOpen(false);
        }
        return;
      case "Tab":
        setOpen(false);
        return;
      case "Backspace":
        if (text === "" && onBackspaceEmpty) onBackspaceEmpty();
        return;
    }
  };

  const status = error
    ? error
    : pending && options.length === 0
      ? "Searching…"
      : options.length === 0
        ? emptyText
        : null;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div
          ref={anchor}
          className={cn(
            "flex min-h-9 w-full flex-wrap items-center gap-1 rounded-md border border-border bg-background px-2 py-1 text-sm shadow-sm focus-within:ring-2 focus-within:ring-ring has-aria-invalid:border-destructive has-disabled:opacity-50",
            input.className,
          )}
        >
          {before}
          <input
            ref={input.ref}
            id={input.id}
            name={input.name}
            type="text"
            role="combobox"
            // Expanded only while suggestions show: a status line alone ("no match") is no listbox.
            aria-expanded={open && options.length > 0}
            aria-controls={open && options.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={open && current >= 0 ? optionId(current) : undefined}
            aria-describedby={input["aria-describedby"]}
            aria-invalid={input["aria-invalid"] || undefined}
            aria-busy={pending || undefined}
            disabled={input.disabled}
            placeholder={input.placeholder}
            autoComplete="off"
            spellCheck={false}
            className="h-7 min-w-16 flex-1 bg-transparent px-1 outline-none placeholder:text-muted-foreground"
            value={text}
            onChange={(e) => {
              setActive(-1);
              setWaiting(null);
              onTextChange(e.target.value);
              if (!open) onOpenChange(true);
            }}
            onClick={() => {
              if (!open) onOpenChange(true);
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => {
              setOpen(false);
              input.onBlur?.();
            }}
          />
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="start"
        role="presentation"
        className="w-(--radix-popover-trigger-width) min-w-64 p-1"
        onOpenAutoFocus={(e) => e.preventDefault()}
        onCloseAutoFocus={(e) => e.preventDefault()}
        // The text box sits outside the popup: pressing in it must not count as leaving.
        onInteractOutside={(e) => {
          if (e.target instanceof Node && anchor.current?.contains(e.target)) e.preventDefault();
        }}
      >
        {options.length > 0 ? (
          <div id={listId} role="listbox" aria-label={listLabel} className="max-h-72 overflow-y-auto">
            {options.map((o, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the text box (aria-activedescendant).
              <div
                key={o.value}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === current}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5",
                  i === current ? "bg-primary/10 text-foreground" : "hover:bg-muted",
                )}
                // Keeps the focus in the text box.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => {
                  onPick(o);
                  setOpen(false);
                }}
              >
                {avatars ? <UserAvatar name={o.label} id={o.value} src={o.avatar} /> : null}
                <span className="flex min-w-0 flex-col">
                  <span className="truncate">{o.label}</span>
                  {o.detail ? (
                    <span className="truncate font-mono text-xs text-muted-foreground">{o.detail}</span>
                  ) : null}
                </span>
              </div>
            ))}
          </div>
        ) : null}
        <p
          role="status"
          className={cn(
            "px-2 text-xs empty:hidden",
            error ? "py-1.5 text-destructive" : "text-muted-foreground",
            status ? "py-1.5" : "",
          )}
        >
          {status}
        </p>
        {footer ? (
          <p className="border-t border-border px-2 py-1.5 text-xs text-muted-foreground">{footer}</p>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
