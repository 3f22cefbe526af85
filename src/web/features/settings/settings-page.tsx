import { useQuery } from "@tanstack/react-query";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { describeError } from "../../lib/error-message.ts";
import { ApiTokensSection } from "./api-tokens-section.tsx";
import { AppInfoSection } from "./app-info-section.tsx";
import { DataManagementSection } from "./data-management-section.tsx";
import { AppearanceSection, NotificationsSection } from "./preferences-sections.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { SecuritySection } from "./security-section.tsx";
import { settingsQueryOptions } from "./api.ts";

/** Settings, every section real: saved to the server, or honest about why not. */
export function SettingsPage() {
  const { data, error, isPending } = useQuery(settingsQueryOptions());
  if (isPending) return <LoadingState text="Loading settings..." />;
  if (error) {
    return <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">Failed to load settings: {describeError(error, "Please try again.")}</p>;
  }
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <ProfileSection settings={data} />
      <NotificationsSection settings={data} />
      <AppearanceSection settings={data} />
      <SecuritySection settings={data} />
      <ApiTokensSection />
      <DataManagementSection />
      <AppInfoSection />
    </div>
  );
}
