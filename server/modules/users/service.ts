/**
 * Rules for user accounts: unique e-mails, a title only from the user's earned achievements,
 * custom avatars from 2 enrollments when students choose them (admins may set any), a new password signs the account out
 * elsewhere, a deleted user takes its rows and tokens along and the
 * counters of what it touched are recomputed, all in one transaction.
 */
import type { z } from 'zod';
import { ADMIN_USERS_PER_PAGE, COURSES_TO_UNLOCK_AVATARS, PUBLIC_USERS_PER_PAGE } from '../../../contracts/constants.js';
import { pageMeta } from '../../../contracts/paging.js';
import { AVATAR, FIRST_STEPS, SUCCESS } from '../../../contracts/form-messages.js';
import { USERS } from '../../../contracts/staff-messages.js';
import type {
  profileUpdateSchema,
  PublicUserListQuery,
  publicUserListResponse,
  userCreateSchema,
  UserListQuery,
  userUpdateSchema,
} from '../../../contracts/users.js';
import type { Database, Executor } from '../../db/client.js';
import { metaOf, pageOf, publicPageOf } from '../../db/paging.js';
import type { AppDatabase } from '../../freshness/reads.js';
import { forbidden, found, invalidField } from '../../http-errors.js';
import { asAnswer, encodedJson } from '../../plugins/answer-serializer.js';
import { recordedEdit } from '../audit/edit.js';
import { recordAudit } from '../audit/record.js';
import { userView } from '../audit/views.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeAllTokens, type AdminActor, type Principal } from '../auth/tokens.js';
import { lockUsersFigures } from '../progress/locks.js';
import { idsAtRanks, rankedTotals } from '../progress/rank.js';
import { listedCards } from './listed.js';
import { filteredPublicUsers } from './search.js';
import { afterRecordChange } from '../progress/service.js';
import { adminUsers } from './admin-list.js';
import { ownProfile, publicProfile } from './profile.js';
import * as queries from './queries.js';
import { declareStudentChanges } from '../../freshness/changes.js';

type CreateInput = z.output<typeof userCreateSchema>;
type UpdateInput = z.output<typeof userUpdateSchema>;
type ProfileInput = z.output<typeof profileUpdateSchema>;

/**
 * The admin table; a search pages even without `page`/`per_page`. A page reads its ids first,
 * then only their rows (no memo: docs/decisions.md "Fewer memos").
 */
export async function listAdminUsers(db: Database, query: UserListQuery) {
  const search = query.search || undefined;
  const page = pageOf(query, ADMIN_USERS_PER_PAGE, { always: search !== undefined });
  const rows = page
    ? await queries.adminUsersInOrder(db, await queries.adminUserIds(db, search, query, page))
    : await queries.listAdminUsers(db, search, query);
  return { users: await adminUsers(db, rows), ...(await metaOf(page, () => queries.countUsersMatchingSearch(db, search))) };
}

/**
 * The users page: always one page (the first 9 without parameters), with `meta`. A search or a
 * course keeps some students, still in rank order, each with its rank among all (issue 25).
 */
export async function listPublicUsers(db: AppDatabase, query: PublicUserListQuery) {
  const page = publicPageOf(query, PUBLIC_USERS_PER_PAGE);
  if (query.search !== undefined || query.course_id !== undefined) return filteredPublicUsers(db, query, page);
  const ids = await idsAtRanks(db, page.offset, page.per_page);
  const [cards, { meta }] = await Promise.all([
    listedCards(db, ids),
    metaOf(page, async () => (await rankedTotals(db)).students),
  ]);
  // Each card is `publicUserItem`'s JSON; the list's items are the same with their rank last.
  const users = cards.flatMap((card, i) => (card === undefined ? [] : [`${card.slice(0, -1)},"rank":${page.offset + i + 1}}`]));
  return asAnswer<z.output<typeof publicUserListResponse>>(
    `{"users":[${users.join(',')}],"meta":${encodedJson(pageMeta, meta)}}`,
  );
}

/** A developer's page: the profile and, beside it, its earned achievements. */
export async function userProfile(db: Database, id: number) {
  const user = await publicProfile(db, id);
  return { user, achievements: user.achievements };
}

/** The signed-in student, with e-mail. */
export async function me(db: Database, id: number) {
  return { user: await ownProfile(db, id) };
}

/**
 * The student closes the first-steps checklist of their own profile (issue 50). Only their own
 * row's flag, which no public answer shows: outside a transaction, it moves no kept answer.
 */
export async function dismissFirstSteps(db: Database, id: number) {
  found(await queries.dismissFirstSteps(db, id), USERS.notFound);
  return { message: FIRST_STEPS.dismissed, first_steps_dismissed: true as const };
}

async function adminUser(db: Executor, id: number) {
  const [user] = await adminUsers(db, [found(await queries.findUser(db, id), USERS.notFound)]);
  return user;
}

/** Title may only be empty or the name of an achievement the user has earned (docs/product.md#achievements). */
async function checkTitle(db: Executor, userId: number | undefined, title: string | null) {
  if (title === null) return;
  if (userId === undefined || !(await queries.hasEarnedAchievementNamed(db, userId, title)))
    throw invalidField('title', USERS.titleNotEarned);
}

const profileValues = (input: Omit<ProfileInput, 'password' | 'name'>) => ({
  telegramUsername: input.telegram_username,
  facebook: input.facebook,
  twitter: input.twitter,
  linkedin: input.linkedin,
  youtube: input.youtube,
  github: input.github,
  website: input.website,
  bio: input.bio,
  title: input.title,
});

export async function addUser(db: Database, input: CreateInput, actor: AdminActor) {
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    if (await queries.userEmailTaken(tx, input.email)) throw invalidField('email', USERS.emailTaken);
    await checkTitle(tx, undefined, input.title);
    const id = await queries.insertUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      avatar: input.avatar ?? null,
      ...profileValues(input),
    });
    const added = await adminUser(tx, id);
    const summary = `Added user ${added.name} (${added.email})`;
    await recordAudit(tx, actor, { action: 'create', entity: 'user', entityId: id, summary, after: userView(added) });
    return added;
  });
  return { user, message: USERS.added };
}

/** Admins edit every field; a blank password keeps the current one, an absent avatar the current avatar. */
export async function updateUser(db: Database, id: number, input: UpdateInput, actor: AdminActor) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const user = await db.transaction(async (tx) => {
    await lockUsersFigures(tx, [id]); // the title must name an achievement held at commit
    const after = await recordedEdit(tx, actor, {
      entity: 'user',
      id,
      read: () => queries.findUser(tx, id, 'update'),
      notFound: USERS.notFound,
      change: async () => {
        if (await queries.userEmailTaken(tx, input.email, id)) throw invalidField('email', USERS.emailTaken);
        await checkTitle(tx, id, input.title);
        await queries.updateUser(tx, id, {
          name: input.name,
          email: input.email,
          ...(passwordHash && { passwordHash }),
          ...(input.avatar !== undefined && { avatar: input.avatar }),
          ...profileValues(input),
        });
        if (passwordHash) await revokeAllTokens(tx, 'user', id);
      },
      view: userView,
      summary: (after) => `Edited user ${after.name}`,
      newPassword: passwordHash !== undefined,
    });
    const [user] = await adminUsers(tx, [after]);
    return user;
  });
  return { user, message: USERS.updated };
}

export async function deleteUser(db: Database, id: number, actor: AdminActor) {
  await db.transaction(async (tx) => {
    await lockUsersFigures(tx, [id]);
    const user = found(await queries.findUser(tx, id, 'update'), USERS.notFound);
    const summary = `Deleted user ${user.name} (${user.email})`;
    await recordAudit(tx, actor, { action: 'delete', entity: 'user', entityId: id, summary, before: userView(user) });
    const touched = await queries.deleteUserAndRows(tx, id);
    await afterRecordChange(tx, touched);
  });
  return { message: USERS.deleted };
}

/**
 * The student's own form: e-mail cannot change; a blank password keeps the current one, an absent
 * `hide_from_search_engines`, `locale` or `notify_by_mail` the stored one.
 */
export async function updateProfile(db: Database, actor: Principal, input: ProfileInput) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    declareStudentChanges(tx, actor.id, 'people');
    await lockUsersFigures(tx, [actor.id]);
    found(await queries.findUser(tx, actor.id, 'update'), USERS.notFound);
    await checkTitle(tx, actor.id, input.title);
    await queries.updateUser(tx, actor.id, {
      name: input.name,
      ...(passwordHash && { passwordHash }),
      ...(input.hide_from_search_engines !== undefined && { hideFromSearchEngines: input.hide_from_search_engines }),
      // The language the student chose (issue 47): absent keeps the stored one.
      ...(input.locale !== undefined && { locale: input.locale }),
      // Mail about staff's revokes and removals (issue 48): absent keeps it.
      ...(input.notify_by_mail !== undefined && { notifyByMail: input.notify_by_mail }),
      ...profileValues(input),
    });
    // A new password signs the student out everywhere but here.
    if (passwordHash) await revokeAllTokens(tx, 'user', actor.id, actor.token);
  });
  return { message: USERS.profileUpdated, user: await ownProfile(db, actor.id) };
}

/** The default image is always allowed; avatar1..avatar20 need 2 or more enrollments. */
export async function updateAvatar(db: Database, id: number, avatar: string | null) {
  await db.transaction(async (tx) => {
    declareStudentChanges(tx, id, 'people');
    const user = found(await queries.findUser(tx, id, 'update'), USERS.notFound);
    if (avatar !== null && user.courses_count < COURSES_TO_UNLOCK_AVATARS) throw forbidden(AVATAR.locked);
    await queries.updateUser(tx, id, { avatar });
  });
  return { message: SUCCESS.avatarUpdated, user: await ownProfile(db, id) };
}
