import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { describeRange, pageCount } from "./format";

export interface DataTablePaginationProps {
  page: number;
  perPage: number;
  total: number;
  rows: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  disabled?: boolean;
}

export function DataTablePagination(p: DataTablePaginationProps) {
  const sizeId = useId();
  const last = pageCount(p.total, p.perPage);
  const page = Math.min(p.page, Math.max(last, p.page));
  const atStart = page <= 1;
  const go = p.onPageChange;
  const atEnd = page >= last;
  const sizes = p.pageSizes.includes(p.perPage)
    ? p.pageSizes
    : [...p.pageSizes, p.perPage].sort((a, b) => a - b);
  return (
    <PagerNav range={describeRange(page, p.perPage, p.rows, p.total)}>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="text-muted-foreground">
            Rows per page
          </label>
          <select
            id={sizeId}
            className="h-8 rounded-md border border-border bg-background px-2 text-sm"
            value={p.perPage}
            onChange={(e) => p.onPerPageChange(Number(e.target.value))}
          >
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <span className="tabular-nums">
          Page {page} of {last}
        </span>
        <div className="flex items-center gap-1">
          <PagerButton label="First page" edge={atStart} busy={p.disabled} onClick={() => go(1)}>
            <ChevronsLeft aria-hidden className="size-4" />
          </PagerButton>
          <PagerButton label="Previous page" edge={atStart} busy={p.disabled} onClick={() => go(page - 1)}>
            <ChevronLeft aria-hidden className="size-4" />
          </PagerButton>
          <PagerButton label="Next page" edge={atEnd} busy={p.disabled} onClick={() => go(page + 1)}>
            <ChevronRight aria-hidden className="size-4" />
          </PagerButton>
          <PagerButton label="Last page" edge={atEnd} busy={p.disabled} onClick={() => go(last)}>
            <ChevronsRight aria-hidden className="size-4" />
          </PagerButton>
        </div>
      </div>
    </PagerNav>
  );
}

/** A table's foot: the rows shown, announced as they change, then the controls that move through them. */
export function PagerNav({ range, children }: { range: string; children: React.ReactNode }) {
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-3 py-2 text-sm"
    >
      <p aria-live="polite" className="tabular-nums text-muted-foreground" data-testid="range">
        {range}
      </p>
      {children}
    </nav>
  );
}

// While loading only `aria-disabled`: `disabled` drops focus, and a stale total could lead past the end.
export function PagerButton(props: {
  label: string;
  edge: boolean;
  busy?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-8 aria-disabled:opacity-50"
      aria-label={props.label}
      title={props.label}
      disabled={props.edge}
      aria-disabled={props.busy || undefined}
      onClick={props.busy ? undefined : props.onClick}
    >
      {props.children}
    </Button>
  );
}
