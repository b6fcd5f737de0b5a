/** What a profile's share tags and image show (issue 26 item 4). */
import type { FastifyInstance } from 'fastify';
import { keptOrComputed } from '../../freshness/reads.js';
import type { PublicConfig } from '../../../contracts/config.js';
import { rankOf } from '../progress/rank.js';
import { publicConfig } from '../settings/service.js';
import { findCardOwner } from './queries.js';
import type { CardFigures } from './share-card.js';

/** The public settings (the academy's name), kept until the settings change. */
export async function siteSettings(app: FastifyInstance): Promise<PublicConfig> {
  const load = () => publicConfig(app.db, app.config);
  return keptOrComputed(app.db, 'public-config', ['settings'], load);
}

/** A ranked student's card and whether they keep search engines out; undefined for a suspended or missing one. */
export async function studentCard(app: FastifyInstance, id: number): Promise<(CardFigures & { noindex: boolean }) | undefined> {
  const [owner, rank, site] = await Promise.all([findCardOwner(app.db, id), rankOf(app.db, id), siteSettings(app)]);
  if (!owner || !rank) return undefined;
  const { points, noindex, ...shown } = owner;
  return { ...shown, rank, points, academyName: site.academy_name, noindex };
}
