import { ChevronLeft, ChevronRight } from "lucide-react";
import { PagerButton } from "./data-table-pagination";

/** Where a cursor-based list stands: which page of this walk, how many rows it shows, and the two moves. */
export interface DataTableCursor {
  page: number;
  shown: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Said instead of "Page n · n shown" (lists whose URL names a position rather than a walk). */
  summary?: string;
  /** The moves' names when they are not "Previous page" and "Next page" (e.g. "Older", "Newer"). */
  labels?: { previous: string; next: string };
}

/** The pager of a cursor-based list: the service gives no total, so only the page reached and its rows. */
export function DataTableCursorPager(p: DataTableCursor & { disabled?: boolean }) {
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-3 py-2 text-sm"
    >
      <p aria-live="polite" className="tabular-nums text-muted-foreground" data-testid="range">
        {p.summary ?? `Page ${p.page} · ${p.shown} shown`}
      </p>
      <div className="flex items-center gap-1">
        <PagerButton
          label={p.labels?.previous ?? "Previous page"}
          edge={!p.hasPrevious}
          busy={p.disabled}
          onClick={p.onPrevious}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </PagerButton>
        <PagerButton
          label={p.labels?.next ?? "Next page"}
          edge={!p.hasNext}
          busy={p.disabled}
          onClick={p.onNext}
        >
          <ChevronRight aria-hidden className="size-4" />
        </PagerButton>
      </div>
    </nav>
  );
}
