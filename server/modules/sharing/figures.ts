/** What a profile's share tags and image show (issue 26 item 4). */
import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '../../../contracts/config.js';
import { rankOf } from '../progress/rank.js';
import { publicConfig } from '../settings/service.js';
import { findUser } from '../users/queries.js';
import type { CardFigures } from './share-card.js';

/** The public settings (the academy's name), kept until the settings change. */
export async function siteSettings(app: FastifyInstance): Promise<PublicConfig> {
  const load = () => publicConfig(app.db, app.config);
  return app.db.reads.memo('public-config', ['settings'], load) ?? load();
}

/** A ranked student's card; undefined for a suspended or missing one (nothing of theirs is shared). */
export async function studentCard(app: FastifyInstance, id: number): Promise<(CardFigures & { noindex: boolean }) | undefined> {
  const [user, rank, site] = await Promise.all([findUser(app.db, id), rankOf(app.db, id), siteSettings(app)]);
  if (!user || user.suspended_at || !rank) return undefined;
  return {
    name: user.name,
    avatar: user.avatar,
    title: user.title,
    rank,
    points: user.total_points,
    academyName: site.academy_name,
    noindex: false,
  };
}
