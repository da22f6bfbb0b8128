import { ChevronLeft, ChevronRight } from "lucide-react";
import { PagerButton, PagerNav } from "./data-table-pagination";

export interface DataTableCursor {
  page: number;
  shown: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  summary?: string;
  labels?: { previous: string; next: string };
}

// The service gives no total for cursor lists: only the page reached and its rows.
export function DataTableCursorPager(p: DataTableCursor & { disabled?: boolean }) {
  return (
    <PagerNav range={p.summary ?? `Page ${p.page} · ${p.shown} shown`}>
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
    </PagerNav>
  );
}
