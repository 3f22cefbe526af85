import { Globe } from "lucide-react";
import { useId } from "react";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { MARKET_LOCATIONS } from "./market-locations.ts";

/** Market location selector over the seven markets. */
export function MarketSelect({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only">Market location</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} className="h-10 w-auto min-w-[11rem] gap-2 border-transparent bg-muted/60 hover:bg-muted">
          <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {MARKET_LOCATIONS.map((entry) => (
            <SelectItem key={entry.label} value={entry.label}>
              {entry.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
