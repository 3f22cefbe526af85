import { ArrowDownWideNarrow, ArrowUpNarrowWide, ArrowUpDown, LayoutGrid, List, Search, X } from "lucide-react";
import type { RefObject } from "react";
import { SORT_FIELDS, SORT_LABELS, flipDirection, type SortState, type StatusFilter } from "../../../shared/display/idea-list.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { Input } from "../../components/ui/input.tsx";
import { ToggleGroup, ToggleGroupItem } from "../../components/ui/toggle-group.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip.tsx";
import { FilterSheet } from "./filter-sheet.tsx";
import type { ViewMode } from "./view-mode.ts";

export interface LibraryControls {
  search: string;
  setSearch: (search: string) => void;
  sort: SortState;
  /** The same field flips the direction, a new one starts descending. */
  chooseSort: (field: string) => void;
  setSort: (sort: SortState) => void;
  status: StatusFilter;
  setStatus: (status: StatusFilter) => void;
  view: ViewMode;
  setView: (view: ViewMode) => void;
}

/** Controls: search, sort with its direction, the filter sheet and the grid/list switch. */
export function LibraryToolbar({ controls, searchRef }: { controls: LibraryControls; searchRef: RefObject<HTMLInputElement | null> }) {
  const { search, setSearch, sort, chooseSort, setSort, status, setStatus, view, setView } = controls;
  const ascending = sort.direction === "asc";
  const DirectionIcon = ascending ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  const directionLabel = ascending ? "Ascending" : "Descending";

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={searchRef}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && search) {
              event.preventDefault();
              setSearch("");
            }
          }}
          placeholder="Search ideas..."
          aria-label="Search ideas"
          aria-keyshortcuts="Control+F"
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {search ? (
          <button
            type="button"
            onClick={() => {
              setSearch("");
              searchRef.current?.focus();
            }}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" className="rounded-r-none" aria-label={`Sort by ${SORT_LABELS[sort.field]}`}>
                <ArrowUpDown aria-hidden="true" />
                {SORT_LABELS[sort.field]}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>Sort by</DropdownMenuLabel>
              {/* onSelect, not onValueChange: choosing the current field again must flip the direction. */}
              <DropdownMenuRadioGroup value={sort.field}>
                {SORT_FIELDS.map((field) => (
                  <DropdownMenuRadioItem key={field} value={field} onSelect={() => chooseSort(field)}>
                    <span className="flex-1">{SORT_LABELS[field]}</span>
                    {sort.field === field ? <DirectionIcon aria-hidden="true" className="text-muted-foreground" /> : null}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuContent>
          </DropdownMenu>
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                variant="outline"
                size="icon"
                className="-ml-px rounded-l-none"
                aria-label={`${directionLabel}; switch direction`}
                onClick={() => setSort({ ...sort, direction: flipDirection(sort.direction) })}
              >
                <DirectionIcon aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{directionLabel}</TooltipContent>
          </Tooltip>
        </div>

        <FilterSheet value={status} onChange={setStatus} />

        <ToggleGroup
          type="single"
          value={view}
          onValueChange={(next) => {
            if (next === "grid" || next === "list") setView(next);
          }}
          aria-label="View"
          className="hidden md:inline-flex"
        >
          <ToggleGroupItem value="grid" aria-label="Grid view">
            <LayoutGrid aria-hidden="true" />
          </ToggleGroupItem>
          <ToggleGroupItem value="list" aria-label="List view">
            <List aria-hidden="true" />
          </ToggleGroupItem>
        </ToggleGroup>
      </div>
    </div>
  );
}
