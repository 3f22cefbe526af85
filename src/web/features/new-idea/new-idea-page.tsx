import { useId, useState, type FormEvent } from "react";
import { getDisplayName } from "../../../shared/display/display-name.ts";
import { Button } from "../../components/ui/button.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useAuth } from "../auth/use-auth.ts";
import { countryForLocation, DEFAULT_MARKET_LOCATION, MARKET_LOCATIONS } from "./market-locations.ts";
import { useCreateIdea } from "./use-create-idea.ts";

/** SPEC 2.4 input screen. Rotating placeholders and the improve button arrive with its own issue. */
export function NewIdeaPage() {
  const { user } = useAuth();
  const [description, setDescription] = useState("");
  const [location, setLocation] = useState<string>(DEFAULT_MARKET_LOCATION);
  const createIdea = useCreateIdea();
  const greetingId = useId();
  const locationId = useId();

  const trimmed = description.trim();
  const canSubmit = trimmed.length > 0 && !createIdea.isPending;
  const name = user?.username || getDisplayName(user);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    createIdea.mutate({ description: trimmed, country: countryForLocation(location), validationMode: "deep" });
  }

  return (
    <form onSubmit={handleSubmit} className="mx-auto flex max-w-3xl flex-col gap-5">
      <h2 id={greetingId} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Hi @{name}, what&apos;s your business idea?
      </h2>
      <Textarea
        aria-labelledby={greetingId}
        required
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        placeholder="e.g. A marketplace that connects local bakers with offices for weekly pastry deliveries"
        className="min-h-[200px] max-h-[600px] resize-y"
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2 sm:w-64">
          <Label htmlFor={locationId}>Market location</Label>
          <Select value={location} onValueChange={setLocation}>
            <SelectTrigger id={locationId}>
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
        <Button type="submit" size="lg" disabled={!canSubmit}>
          {createIdea.isPending ? "Validating..." : "Start Validation"}
        </Button>
      </div>
    </form>
  );
}
