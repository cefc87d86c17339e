import { DEFAULT_SITE_CONFIG, type SiteConfig, siteConfigSchema } from "@vv/shared";
import type { SettingsRepo } from "./repo";

export const SETTINGS_KEY = "site_config";

/** Site settings: stored as one JSON document so a partial row can never leave a half-valid config. */
export function settingsService(repo: SettingsRepo) {
  return {
    async get(): Promise<SiteConfig> {
      const stored = (await repo.all())[SETTINGS_KEY];
      if (!stored) return DEFAULT_SITE_CONFIG;
      const parsed = siteConfigSchema.partial().safeParse(JSON.parse(stored));
      return { ...DEFAULT_SITE_CONFIG, ...(parsed.success ? parsed.data : {}) };
    },
    async update(patch: Partial<SiteConfig>): Promise<SiteConfig> {
      const next = siteConfigSchema.parse({ ...(await this.get()), ...patch });
      await repo.put({ [SETTINGS_KEY]: JSON.stringify(next) });
      return next;
    },
    /** Writes the defaults on first start so admins see and edit real rows. */
    async ensureSeeded(): Promise<void> {
      if (!(await repo.all())[SETTINGS_KEY])
        await repo.put({ [SETTINGS_KEY]: JSON.stringify(DEFAULT_SITE_CONFIG) });
    },
  };
}
export type SettingsService = ReturnType<typeof settingsService>;
