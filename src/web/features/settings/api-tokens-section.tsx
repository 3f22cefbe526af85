import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CreatedApiToken } from "../../../shared/contracts/api-tokens.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { describeError } from "../../lib/error-message.ts";
import { ApiTokenList, ApiTokenUses } from "./api-token-list.tsx";
import { CreateApiTokenForm } from "./create-api-token-form.tsx";
import { NewApiTokenSecret } from "./new-api-token-secret.tsx";
import { apiTokensQueryOptions } from "./api.ts";

/** API tokens: let the founder's own tools (an MCP client, the greenlight command, a script) act as them. */
export function ApiTokensSection() {
  const { data, error, isPending } = useQuery(apiTokensQueryOptions());
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
        <CardDescription>
          Let your own tools use Greenlight as you: an AI assistant through the MCP server, the greenlight command or a script.
          A read-only token reads your ideas and reports; read and validate also validates, re-validates and records results.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {created ? <NewApiTokenSecret created={created} onDone={() => setCreated(null)} /> : null}
        <CreateApiTokenForm onCreated={setCreated} />
        {isPending ? <p className="text-sm text-muted-foreground">Loading tokens...</p> : null}
        {error ? <p role="alert" className="text-sm text-destructive">Failed to load tokens: {describeError(error, "Please try again.")}</p> : null}
        {data ? <ApiTokenList tokens={data.tokens} /> : null}
        {data ? <ApiTokenUses uses={data.recentUses} /> : null}
      </CardContent>
    </Card>
  );
}
