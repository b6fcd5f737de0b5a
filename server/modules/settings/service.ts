/**
 * Rules of settings (issue 14 item 9): only a super admin sees or saves them; the environment
 * gives each default and a saved value wins until it is cleared. The public config reads them on
 * each cache miss: a save is an accepted write, so every instance drops its cached answers (on
 * PostgreSQL through NOTIFY) and the next read sees the new values (docs/decisions.md "Settings").
 */
import type { PublicConfig } from '../../../contracts/config.js';
import { SETTINGS } from '../../../contracts/admin-messages.js';
import { SETTING_ENV, SETTING_KEYS, SETTING_LABELS, type SettingKey } from '../../../contracts/settings.js';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { forbidden } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import type { AdminActor } from '../auth/tokens.js';
import { mailEnabled } from '../mail/mailer.js';
import * as q from './queries.js';

type Saved = Map<SettingKey, { value: string; updatedAt: Date; adminName: string | null }>;
/** The values to save: a string saves, null clears, a key left out stays as it is. */
type SettingsChange = Partial<Record<SettingKey, string | null | undefined>>;

const isKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);

/** Saved values by key; a row that is not a known key with a text value (SQL by hand) is ignored. */
async function readSaved(db: Executor): Promise<Saved> {
  const saved: Saved = new Map();
  for (const row of await q.savedSettings(db)) {
    if (isKey(row.key) && typeof row.value === 'string') saved.set(row.key, { ...row, value: row.value });
  }
  return saved;
}

/** The environment's value of each setting. */
function defaultsOf(config: Config): Record<SettingKey, string | null> {
  return {
    academy_name: config.academyName,
    buy_course_url: config.buyCourseUrl,
    social_facebook: config.socialLinks.facebook,
    social_x: config.socialLinks.x,
    social_linkedin: config.socialLinks.linkedin,
    social_youtube: config.socialLinks.youtube,
    social_github: config.socialLinks.github,
  };
}

/** `GET /api/front/config`: each saved value, else the environment's. */
export async function publicConfig(db: Database, config: Config): Promise<PublicConfig> {
  const saved = await readSaved(db);
  const defaults = defaultsOf(config);
  const current = (key: SettingKey) => saved.get(key)?.value ?? defaults[key];
  return {
    buy_course_url: current('buy_course_url') ?? config.buyCourseUrl,
    academy_name: current('academy_name') ?? config.academyName,
    social_links: {
      facebook: current('social_facebook'),
      x: current('social_x'),
      linkedin: current('social_linkedin'),
      youtube: current('social_youtube'),
      github: current('social_github'),
    },
    mail_enabled: mailEnabled(config),
  };
}

function listOf(saved: Saved, config: Config) {
  const defaults = defaultsOf(config);
  return SETTING_KEYS.map((key) => {
    const row = saved.get(key);
    return {
      key,
      env: SETTING_ENV[key],
      value: row?.value ?? null,
      default: defaults[key],
      updated_at: row?.updatedAt ?? null,
      updated_by: row ? row.adminName : null,
    };
  });
}

/** `is_super` as the admin guard read it with the token, in this request (docs/decisions.md "The acting admin"). */
function requireSuper(actor: AdminActor) {
  if (!actor.is_super) throw forbidden(SETTINGS.superOnly);
}

export async function listSettings(db: Database, config: Config, actor: AdminActor) {
  requireSuper(actor);
  return { settings: listOf(await readSaved(db), config) };
}

/** Saves the values given, clears those sent empty; one audit line names what changed. */
export async function saveSettings(db: Database, config: Config, actor: AdminActor, change: SettingsChange) {
  requireSuper(actor);
  const saved = await db.transaction(async (tx) => {
    const before = await readSaved(tx);
    const changed: SettingKey[] = [];
    for (const key of SETTING_KEYS) {
      const value = change[key];
      if (value === undefined || value === (before.get(key)?.value ?? null)) continue;
      changed.push(key);
      if (value === null) await q.clearSettings(tx, [key]);
      else await q.saveSetting(tx, key, value, actor.id);
    }
    if (changed.length) {
      const pick = (source: Partial<Record<SettingKey, string | null | undefined>>) =>
        Object.fromEntries(changed.map((key) => [key, source[key] ?? null]));
      const beforeValues = Object.fromEntries([...before].map(([key, row]) => [key, row.value]));
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'setting',
        summary: `Changed settings: ${changed.map((key) => SETTING_LABELS[key]).join(', ')}`,
        before: pick(beforeValues),
        after: pick(change),
      });
    }
    return readSaved(tx);
  });
  return { settings: listOf(saved, config), message: SETTINGS.saved };
}
