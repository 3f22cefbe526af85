import { AlertCircle, ArrowLeft } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { useNavigation } from "../navigation/index.ts";

/** What a signed-in person sees on a path the router does not know. */
export function NotFoundPage() {
  const { goBack } = useNavigation();
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-red-500" aria-hidden="true" />
          <h2 className="text-2xl font-bold">404 Page Not Found</h2>
        </div>
        <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <div>
          <Button variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            Go back
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
