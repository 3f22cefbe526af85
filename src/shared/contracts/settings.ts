import { z } from "zod";

export const themeSchema = z.enum(["light", "dark", "system"]);
export type ThemeSetting = z.infer<typeof themeSchema>;

/** Language choices; only English has a translation today. */
export const languageSchema = z.enum(["en", "es", "fr", "de"]);
export type Language = z.infer<typeof languageSchema>;
export const LANGUAGE_LABELS: Record<Language, string> = { en: "English", es: "Spanish", fr: "French", de: "German" };
export const TRANSLATED_LANGUAGES: readonly Language[] = ["en"];

export const NAME_MAX_LENGTH = 50;
export const COMPANY_MAX_LENGTH = 100;

// Letters of any script, marks, spaces and the punctuation names use; no control characters or markup.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

const nameField = (label: string) => z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, { error: `${label} must be ${NAME_MAX_LENGTH} characters or fewer` })
  .refine((value) => value === "" || NAME_PATTERN.test(value), { error: `${label} may contain only letters, spaces, apostrophes, dots and hyphens` });

export const profileUpdateSchema = z.strictObject({
  firstName: nameField("First name").refine((value) => value.length > 0, { error: "First name is required" }),
  lastName: nameField("Last name"),
  company: z
    .string()
    .trim()
    .max(COMPANY_MAX_LENGTH, { error: `Company must be ${COMPANY_MAX_LENGTH} characters or fewer` })
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f<>]/.test(value), { error: "Company must not contain control characters or angle brackets" }),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  weeklyReports: z.boolean(),
});

export const appearanceSettingsSchema = z.object({
  theme: themeSchema,
  language: languageSchema,
});

export const settingsSchema = z.object({
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    company: z.string(),
    /** Shown, never edited here: it is who the founder signs in as. */
    email: z.string().nullable(),
  }),
  notifications: notificationSettingsSchema,
  appearance: appearanceSettingsSchema,
  account: z.object({
    signIn: z.enum(["local", "oidc"]),
    /** The provider's own account page, where the password lives (OIDC_ACCOUNT_URL); null when unknown. */
    accountUrl: z.string().nullable(),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Any subset of the editable sections; a section's fields are replaced together (profile) or one by one. */
export const updateSettingsSchema = z
  .strictObject({
    profile: profileUpdateSchema.optional(),
    notifications: notificationSettingsSchema.partial().strict().optional(),
    appearance: appearanceSettingsSchema.partial().strict().optional(),
  })
  .refine((value) => Object.values(value).some((section) => section !== undefined), { error: "Send at least one of profile, notifications, appearance" });
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;

/** The running release, for Application Information. */
export const appInfoSchema = z.object({
  version: z.string(),
  /** When this installation was last updated (its package manifest changed), ISO date. */
  lastUpdated: z.string().nullable(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;
