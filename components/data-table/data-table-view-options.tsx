"use client";

import type { Column, ColumnVisibilityState, RowData } from "@tanstack/react-table";
import { Settings2 } from "lucide-react";
import { memo } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { DENSITIES, type Density } from "@/lib/table-prefs-options";
import type { DataTableFeatures } from "./features";

export const columnLabel = <T extends RowData>(c: Column<DataTableFeatures, T, unknown>) =>
  typeof c.columnDef.header === "string" ? c.columnDef.header : c.id;

function ViewOptions<T extends RowData>({
  columns,
  visibility,
  density,
  onDensityChange,
}: {
  columns: Column<DataTableFeatures, T, unknown>[];
  visibility: ColumnVisibilityState;
  density: Density;
  onDensityChange: (d: Density) => void;
}) {
  const hideable = columns.filter((c) => c.getCanHide());
  const isVisible = (c: Column<DataTableFeatures, T, unknown>) => visibility[c.id] !== false;
  const shown = hideable.filter(isVisible).length;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings2 aria-hidden className="size-4" />
          View
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Columns</DropdownMenuLabel>
        {hideable.map((c) => (
          <DropdownMenuCheckboxItem
            key={c.id}
            checked={isVisible(c)}
            // The last visible column stays: a table of no columns shows nothing to come back from.
            disabled={isVisible(c) && shown === 1}
            onCheckedChange={(v) => c.toggleVisibility(Boolean(v))}
            onSelect={(e) => e.preventDefault()}
          >
            {columnLabel(c)}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Density</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={density} onValueChange={(v) => onDensityChange(v as Density)}>
          {DENSITIES.map((d) => (
            <DropdownMenuRadioItem key={d} value={d} onSelect={(e) => e.preventDefault()}>
              {d === "compact" ? "Compact" : "Comfortable"}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

// The menu stays as it is while the rows change page.
export const DataTableViewOptions = memo(ViewOptions) as typeof ViewOptions;
