import { useState } from "react";
import { DELETE_ACCOUNT_CONFIRMATION } from "../../../shared/contracts/account.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle,
} from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { DESTRUCTIVE_CONTRAST } from "./contrast.ts";
import { describeError } from "../../lib/error-message.ts";
import { navigateAway } from "../../lib/navigate-away.ts";
import { useDeleteAccount } from "./api.ts";

/**
 * Deletes the account and every piece of its data after the founder types the confirmation word;
 * the server ends the session, and the browser leaves for the signed-out home page.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount({
    onSuccess: () => navigateAway("/"),
    onError: (error) => toast({ variant: "destructive", title: "Failed to delete account", description: describeError(error, "Please try again."), duration: 5000 }),
  });
  const confirmed = typed === DELETE_ACCOUNT_CONFIRMATION;

  return (
    <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium">Delete Account</p>
        <p className="text-sm text-muted-foreground">Remove your account, every idea, report and setting, and sign out.</p>
      </div>
      <Dialog open={open} onOpenChange={(next) => { if (remove.isPending) return; setOpen(next); if (!next) setTyped(""); }}>
        <Button variant="destructive" className={DESTRUCTIVE_CONTRAST} onClick={() => setOpen(true)}>Delete Account</Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your account, all your ideas, reports, share links, settings and activity will be deleted for good, and you will be
              signed out. This cannot be undone. Export your data first if you want to keep it.
            </DialogDescription>
          </DialogHeader>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (confirmed && !remove.isPending) remove.mutate(typed);
            }}
            className="flex flex-col gap-4"
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="delete-account-confirmation">Type {DELETE_ACCOUNT_CONFIRMATION} to confirm</Label>
              <Input
                id="delete-account-confirmation"
                value={typed}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" disabled={remove.isPending} onClick={() => { setOpen(false); setTyped(""); }}>Cancel</Button>
              <Button type="submit" variant="destructive" className={DESTRUCTIVE_CONTRAST} disabled={!confirmed || remove.isPending}>
                {remove.isPending ? "Deleting..." : "Delete Account"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
