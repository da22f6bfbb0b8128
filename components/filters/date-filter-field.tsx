import { CalendarDays, X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/lib/format";

export function DateFilterField({
  label,
  value,
  popover,
  trigger,
  onClear,
}: {
  label: string;
  value: number | null;
  popover?: ReactNode;
  trigger: Pick<ComponentProps<"button">, "onPointerEnter" | "onFocus" | "onClick">;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium leading-none">{label}</span>
      <div className="flex items-center gap-1">
        {popover ?? (
          <Button
            variant="outline"
            className="h-9 w-40 justify-start font-normal"
            aria-label={`${label}: ${value ? formatDay(value) : "any day"}`}
            aria-haspopup="dialog"
            aria-expanded={false}
            {...trigger}
          >
            <CalendarDays aria-hidden className="size-4" />
            {value ? formatDay(value) : <span className="text-muted-foreground">Any day</span>}
          </Button>
        )}
        {value ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={onClear}
          >
            <X aria-hidden className="size-4" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
