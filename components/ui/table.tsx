"use client";

import type * as React from "react";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";

// Written to the DOM, not to state, so scrolling never re-renders the rows.
function useScrollEdges() {
  const frame = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const f = frame.current;
    const s = scroller.current;
    if (!f || !s) return;
    const update = () => {
      const hidden = s.scrollWidth - s.clientWidth;
      // scrollLeft runs from 0 towards -hidden in right-to-left text.
      const scrolled = Math.abs(s.scrollLeft);
      f.toggleAttribute("data-more-start", scrolled > 1);
      f.toggleAttribute("data-more-end", hidden - scrolled > 1);
    };
    update();
    s.addEventListener("scroll", update, { passive: true });
    // The box resizes with the window, the table with its rows (a new page, a filter).
    const observer = new ResizeObserver(update);
    observer.observe(s);
    if (s.firstElementChild) observer.observe(s.firstElementChild);
    return () => {
      s.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);
  return { frame, scroller };
}

const HINT =
  "pointer-events-none absolute inset-y-0 z-10 w-6 from-black/15 to-transparent opacity-0 transition-opacity dark:from-black/60";

export function Table({ className, ...props }: React.ComponentProps<"table">) {
  const { frame, scroller } = useScrollEdges();
  return (
    <div ref={frame} data-slot="table" className="group/table relative w-full">
      {/* Positioned, so absolutely placed content (screen-reader-only text) scrolls with it. */}
      <div ref={scroller} data-slot="table-container" className="relative w-full overflow-x-auto">
        <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
      </div>
      <div
        aria-hidden="true"
        data-slot="table-hint"
        data-side="start"
        className={cn(
          HINT,
          "start-0 bg-linear-to-r group-data-more-start/table:opacity-100 rtl:bg-linear-to-l",
        )}
      />
      <div
        aria-hidden="true"
        data-slot="table-hint"
        data-side="end"
        className={cn(HINT, "end-0 bg-linear-to-l group-data-more-end/table:opacity-100 rtl:bg-linear-to-r")}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return <tfoot className={cn("border-t bg-muted/50 font-medium", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted",
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      className={cn(
        "h-10 whitespace-nowrap px-2 text-left align-middle font-medium text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("whitespace-nowrap p-2 align-middle", className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />;
}

/** A header row of plain headings, then the row buttons' column, named "Actions" for screen readers only. */
export function TableHeadings({ headings }: { headings: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow>
        {headings.map((h) => (
          <TableHead key={h}>{h}</TableHead>
        ))}
        <TableHead>
          <span className="sr-only">Actions</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}
