import { useState, type FormEvent } from "react";
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_SCOPE_LABELS, apiTokenScopeSchema, createApiTokenSchema } from "../../../shared/contracts/api-tokens.ts";
import type { ApiTokenScope, CreatedApiToken } from "../../../shared/contracts/api-tokens.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { useCreateApiToken } from "./api.ts";

const NEVER = "never";

/** Name, scope and expiry; the created token's secret goes to the caller, which shows it once. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiTokenScope>("read");
  const [expiry, setExpiry] = useState<string>("90");
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateApiToken({
    onSuccess: (created) => {
      setName("");
      onCreated(created);
    },
    onError: (error) => toast({ variant: "destructive", title: "Failed to create token", description: describeError(error, "Please try again."), duration: 5000 }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createApiTokenSchema.safeParse({ name, scope, expiresInDays: expiry === NEVER ? null : Number(expiry) });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? "Check the name");
      return;
    }
    create.mutate(parsed.data);
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[2fr_1.5fr_1fr_auto] sm:items-end" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="api-token-name">Token name</Label>
        <Input
          id="api-token-name" value={name} maxLength={80} placeholder="Laptop CLI" aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? "api-token-name-error" : undefined}
          onChange={(event) => { setName(event.target.value); setNameError(null); }}
        />
        {nameError ? <p id="api-token-name-error" className="text-sm text-destructive">{nameError}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="api-token-scope">Scope</Label>
        <Select value={scope} onValueChange={(value) => setScope(apiTokenScopeSchema.parse(value))}>
          <SelectTrigger id="api-token-scope"><SelectValue /></SelectTrigger>
          <SelectContent>
            {apiTokenScopeSchema.options.map((option) => <SelectItem key={option} value={option}>{API_TOKEN_SCOPE_LABELS[option]}</SelectItem>)}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="api-token-expiry">Expires</Label>
        <Select value={expiry} onValueChange={setExpiry}>
          <SelectTrigger id="api-token-expiry"><SelectValue /></SelectTrigger>
          <SelectContent>
            {API_TOKEN_EXPIRY_DAYS.map((days) => <SelectItem key={days} value={String(days)}>In {days} days</SelectItem>)}
            <SelectItem value={NEVER}>Never</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" disabled={create.isPending}>{create.isPending ? "Creating..." : "Create token"}</Button>
    </form>
  );
}
