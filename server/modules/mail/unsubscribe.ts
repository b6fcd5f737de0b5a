/**
 * `POST /api/front/unsubscribe` (issue 48): a notification mail's link turns that mail off for its
 * student (`users.notify_by_mail`), and nothing else: it signs nobody in, and works again while it
 * lives (a year). The page it opens only shows a button, since mail scanners open links: the GET
 * changes nothing. A token that is unknown or expired answers 422 on `token` and counts among the
 * client address's dead links, as a password link's does (auth/login-limiter.ts: 429 once full).
 */
import { UNSUBSCRIBE } from '../../../contracts/form-messages.js';
import type { UnsubscribeInput } from '../../../contracts/unsubscribe.js';
import type { Database } from '../../db/client.js';
import { invalidField } from '../../http-errors.js';
import { unsubscribeWith } from './unsubscribe-tokens.js';

export async function unsubscribe(db: Database, { token }: UnsubscribeInput, countDead: () => Promise<void>) {
  // One statement, outside a tracked transaction: a setting of the student's own that no public
  // answer shows moves no freshness generation (server/test/write-freshness.test.ts lists the route).
  const outcome = await unsubscribeWith(db, token);
  if (outcome === 'unsubscribed') return { message: UNSUBSCRIBE.done };
  await countDead();
  throw invalidField('token', outcome === 'expired' ? UNSUBSCRIBE.expired : UNSUBSCRIBE.invalid);
}
