import { useQuery } from "@tanstack/react-query";
import { LANGUAGE_LABELS, languageSchema, TRANSLATED_LANGUAGES, type Language, type Settings, type UpdateSettings } from "../../../shared/contracts/settings.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { siteInfoQueryOptions } from "../public/index.ts";
import { useTheme } from "../theme/index.ts";
import { SwitchField } from "./switch.tsx";
import { useUpdateSettings } from "./api.ts";

function useSave() {
  const update = useUpdateSettings();
  return (change: UpdateSettings, what: string) =>
    update.mutate(change, {
      onError: (error) => toast({ variant: "destructive", title: `Failed to save ${what}`, description: describeError(error, "Please try again."), duration: 5000 }),
    });
}

/** Without a mail server nothing can be sent, so the toggles are off and say why (GET /api/site's `mail`). */
export const NO_MAIL_SERVER = "This installation has no mail server set up, so Greenlight cannot send you email; these switches stay off until one is.";

/** Notifications: both toggles default on and are saved as they change; off and disabled without a mail server. */
export function NotificationsSection({ settings }: { settings: Settings }) {
  const save = useSave();
  const { data: site } = useQuery(siteInfoQueryOptions());
  const noMail = site?.mail === false;
  const emailNotifications = settings.notifications.emailNotifications && !noMail;
  const weeklyReports = settings.notifications.weeklyReports && !noMail;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>{noMail ? NO_MAIL_SERVER : "Greenlight does not send these emails yet; your choices are saved and will be honoured when it does."}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <SwitchField
          label="Email Notifications"
          hint="An email when a validation finishes"
          checked={emailNotifications}
          disabled={noMail}
          onCheckedChange={(checked) => save({ notifications: { emailNotifications: checked } }, "notification settings")}
        />
        <SwitchField
          label="Weekly Reports"
          hint="A weekly summary of your ideas and scores"
          checked={weeklyReports}
          disabled={noMail}
          onCheckedChange={(checked) => save({ notifications: { weeklyReports: checked } }, "notification settings")}
        />
      </CardContent>
    </Card>
  );
}

function prefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;
}

/**
 * Appearance. Dark Mode is the same setting as the theme control of the user menu: it
 * applies at once on this device and is saved to the account. Language is saved; only English
 * has a translation today, and the screen says so.
 */
export function AppearanceSection({ settings }: { settings: Settings }) {
  const save = useSave();
  const { theme, setTheme } = useTheme();
  const dark = theme === "dark" || (theme === "system" && prefersDark());
  const language = settings.appearance.language;
  const translated = TRANSLATED_LANGUAGES.includes(language);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance</CardTitle>
        <CardDescription>How Greenlight looks for you</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <SwitchField
          label="Dark Mode"
          hint={theme === "system" ? "Following your system setting until you choose" : "The same choice as Theme in the user menu"}
          checked={dark}
          onCheckedChange={(checked) => {
            const next = checked ? "dark" : "light";
            setTheme(next);
            save({ appearance: { theme: next } }, "the theme");
          }}
        />
        <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <Label htmlFor="settings-language">Language</Label>
            <p id="settings-language-note" className="text-sm text-muted-foreground">
              English is the only translation available today{translated ? "." : `; Greenlight stays in English until ${LANGUAGE_LABELS[language]} arrives.`}
            </p>
          </div>
          <Select
            value={language}
            onValueChange={(value) => {
              const parsed = languageSchema.safeParse(value);
              if (parsed.success) save({ appearance: { language: parsed.data } }, "the language");
            }}
          >
            <SelectTrigger id="settings-language" aria-describedby="settings-language-note" className="sm:w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {languageSchema.options.map((option: Language) => (
                <SelectItem key={option} value={option}>{LANGUAGE_LABELS[option]}</SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </CardContent>
    </Card>
  );
}
