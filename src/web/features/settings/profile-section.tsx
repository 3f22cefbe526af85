import { useState, type FormEvent } from "react";
import { profileUpdateSchema, type ProfileUpdate, type Settings } from "../../../shared/contracts/settings.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { describeError } from "../../lib/error-message.ts";
import { useUpdateSettings } from "./api.ts";

type Field = keyof ProfileUpdate;
type FieldErrors = Partial<Record<Field, string>>;

/** The first problem per field, from the same contract the server checks. */
export function validateProfile(values: ProfileUpdate): { ok: true; data: ProfileUpdate } | { ok: false; errors: FieldErrors } {
  const parsed = profileUpdateSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

function TextField({ id, label, value, error, onChange, autoComplete, required }: {
  id: Field; label: string; value: string; error: string | undefined; onChange: (value: string) => void; autoComplete: string; required?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`profile-${id}`}>{label}</Label>
      <Input
        id={`profile-${id}`}
        value={value}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `profile-${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <p id={`profile-${id}-error`} className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}

/** Profile Information: names and company saved to the server; the email is who you sign in as. */
export function ProfileSection({ settings }: { settings: Settings }) {
  const saved = settings.profile;
  const [values, setValues] = useState<ProfileUpdate>({ firstName: saved.firstName, lastName: saved.lastName, company: saved.company });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateSettings();
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const emailNote = settings.account.signIn === "oidc"
    ? "Your email comes from your sign-in provider; change it there."
    : "Your email is how you sign in on this installation, so it cannot be changed here.";

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateProfile(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    update.mutate({ profile: result.data }, {
      onSuccess: (next) => {
        setValues({ firstName: next.profile.firstName, lastName: next.profile.lastName, company: next.profile.company });
        toast({ title: "Profile saved", description: "Your profile information was updated.", duration: 3000 });
      },
      onError: (error) => toast({ variant: "destructive", title: "Failed to save profile", description: describeError(error, "Please try again."), duration: 5000 }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>How Greenlight addresses you</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="firstName" label="First Name" value={values.firstName} error={errors.firstName} onChange={set("firstName")} autoComplete="given-name" required />
            <TextField id="lastName" label="Last Name" value={values.lastName} error={errors.lastName} onChange={set("lastName")} autoComplete="family-name" />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="profile-email">Email</Label>
            <Input id="profile-email" type="email" value={saved.email ?? ""} readOnly aria-readonly="true" aria-describedby="profile-email-note" className="bg-muted" />
            <p id="profile-email-note" className="text-sm text-muted-foreground">{emailNote}</p>
          </div>
          <TextField id="company" label="Company" value={values.company} error={errors.company} onChange={set("company")} autoComplete="organization" />
          <div>
            <Button type="submit" disabled={update.isPending}>{update.isPending ? "Saving..." : "Save Changes"}</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
