import { useState } from "react";
import type { CreatedApiToken } from "../../../shared/contracts/api-tokens.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";

/** The secret, once: it is stored only as a hash, so leaving this panel loses it for good. */
export function NewApiTokenSecret({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-green-700/40 bg-green-50 p-3 text-sm dark:bg-green-950/40">
      <p className="font-medium">Token “{created.token.name}” created. Copy it now: it will not be shown again.</p>
      <Label htmlFor="api-token-secret" className="sr-only">New token</Label>
      <div className="flex gap-2">
        <Input id="api-token-secret" readOnly value={created.secret} className="font-mono" onFocus={(event) => event.currentTarget.select()} />
        <Button
          type="button" variant="outline"
          onClick={() => void navigator.clipboard?.writeText(created.secret).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <div><Button type="button" variant="ghost" onClick={onDone}>Done</Button></div>
    </div>
  );
}
