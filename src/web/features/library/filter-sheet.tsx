import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { STATUS_FILTER_LABELS, STATUS_FILTERS, isStatusFilter, type StatusFilter } from "../../../shared/display/idea-list.ts";
import { Button } from "../../components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "../../components/ui/sheet.tsx";
import { ToggleGroup, ToggleGroupItem } from "../../components/ui/toggle-group.tsx";
import { cn } from "../../lib/cn.ts";

/** A sheet from the bottom, "Filter Ideas", with status segments; picking one closes it. */
export function FilterSheet({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  const [open, setOpen] = useState(false);
  const active = value !== "all";
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className={cn(active && "border-primary text-primary")}>
          <SlidersHorizontal aria-hidden="true" />
          <span>{active ? `Filter: ${STATUS_FILTER_LABELS[value]}` : "Filter"}</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" className="mx-auto w-full max-w-2xl pb-8">
        <SheetHeader>
          <SheetTitle>Filter Ideas</SheetTitle>
          <SheetDescription>Show ideas with this status.</SheetDescription>
        </SheetHeader>
        <ToggleGroup
          type="single"
          aria-label="Status"
          value={value}
          onValueChange={(next) => {
            // Radix answers "" when the pressed segment is pressed again; that keeps the choice.
            if (isStatusFilter(next)) onChange(next);
            setOpen(false);
          }}
          className="grid w-full grid-cols-2 sm:grid-cols-4"
        >
          {STATUS_FILTERS.map((filter) => (
            <ToggleGroupItem key={filter} value={filter} className="h-11">
              {STATUS_FILTER_LABELS[filter]}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </SheetContent>
    </Sheet>
  );
}
