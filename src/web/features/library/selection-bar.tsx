import { Trash2, X } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";

/** "N idea(s) selected" with Delete; it floats above the list while a selection exists. */
export function SelectionBar({ count, onDelete, onClear }: { count: number; onDelete: () => void; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Selection"
      className="sticky bottom-4 z-30 mx-auto flex w-full max-w-xl items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-card-foreground shadow-lg"
    >
      <p className="text-sm font-medium" aria-live="polite">
        {count} idea(s) selected
      </p>
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          Clear
        </Button>
        <Button variant="destructive" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </div>
  );
}
