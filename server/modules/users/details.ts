/**
 * The admin's page of one student (contracts/user-details.ts): the profile with e-mail, figures,
 * rank and suspension; enrollments with what was paid; achievements; skills; submissions; the
 * latest sign-in attempts and mails. One query per part, whatever the student holds.
 */
import { DETAIL_MAILS, DETAIL_SIGN_INS } from '../../../contracts/user-details.js';
import { USERS } from '../../../contracts/staff-messages.js';
import type { Executor } from '../../db/client.js';
import { found } from '../../http-errors.js';
import { userAwards } from '../achievements/queries.js';
import { pendingInvitation } from '../auth/password-links.js';
import { latestMailsOf } from '../mail/queries.js';
import { latestSignIns } from '../auth/queries.js';
import { rankOf } from '../progress/rank.js';
import { skillsOfUser } from '../skills/queries.js';
import { listSubmissions } from '../submissions/queries.js';
import { enrollmentsOfUser, findUser } from './queries.js';

export async function userDetails(db: Executor, id: number) {
  const user = found(await findUser(db, id), USERS.notFound);
  const [rank, enrollments, awards, skills, submissions, signIns, invitation, mails] = await Promise.all([
    rankOf(db, id),
    enrollmentsOfUser(db, id),
    userAwards(db, id),
    skillsOfUser(db, id),
    listSubmissions(db, id),
    latestSignIns(db, 'user', id, DETAIL_SIGN_INS),
    pendingInvitation(db, id),
    latestMailsOf(db, id, DETAIL_MAILS),
  ]);
  return {
    user: { ...user, rank: rank ?? null },
    enrollments: enrollments.map((enrollment) => ({ ...enrollment, price: Number(enrollment.price) })),
    // When the student saw an award is theirs (their unread popup), not part of this page.
    achievements: awards.map(({ read_at: _seen, ...award }) => award),
    skills,
    submissions,
    sign_ins: signIns,
    invitation: invitation ?? null,
    mails,
  };
}
