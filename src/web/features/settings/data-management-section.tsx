import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { DeleteAllIdeas } from "./delete-all-ideas.tsx";
import { downloadExport } from "./api.ts";

function ExportData() {
  const exporting = useMutation({
    mutationFn: downloadExport,
    onSuccess: (name) => toast({ title: "Export downloaded", description: `Your ideas and reports were saved as ${name}.`, duration: 3000 }),
    onError: (error) => toast({ variant: "destructive", title: "Failed to export data", description: describeError(error, "Please try again."), duration: 5000 }),
  });
  return (
    <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium">Export</p>
        <p className="text-sm text-muted-foreground">Download every idea and its full report, with your settings, as JSON.</p>
      </div>
      <Button variant="outline" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
        <Download aria-hidden="true" />
        {exporting.isPending ? "Exporting..." : "Export"}
      </Button>
    </div>
  );
}

/** Data Management: Export, Delete All Ideas and Delete Account. */
export function DataManagementSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Data Management</CardTitle>
        <CardDescription>Your data, to take with you or to remove</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <ExportData />
        <DeleteAllIdeas />
        <DeleteAccount />
      </CardContent>
    </Card>
  );
}
