/**
 * Cohort import (issue 14 item 1). The preview reads only. The confirmation plans the file again,
 * refuses it unless the plan is the previewed one (409) and error-free (422), hashes the
 * passwords it will store before any transaction opens (argon2 is the slow part: HASHES_AT_ONCE at a
 * time, so sign-ins keep threads of the pool), then in ONE transaction, under the figure locks of the existing students it
 * touches, plans once more, creates and updates the students, enrolls them with a ledger payment
 * per paid enrollment (enrollments/enroll.ts, as every enroll), runs `addToFigures` once for all of them
 * (figures, automatic achievements, counters) and writes one audit line for the whole import.
 * It runs as a job (modules/jobs): the refusals above become the job's error.
 */
import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { z } from 'zod';
import { IMPORT_COLUMNS, type importConfirmSchema, type importRequestSchema } from '../../../contracts/cohorts.js';
import { COHORTS, INVITATIONS } from '../../../contracts/admin-messages.js';
import { CSV_BOM, writeCsv } from '../../../contracts/csv.js';
import { messageWithValues } from '../../../contracts/message-codes.js';
import type { Database } from '../../db/client.js';
import { allowLongStatements } from '../../db/statement-timeouts.js';
import { conflict, HttpError, invalidField } from '../../http-errors.js';
import { recordAudit } from '../audit/record.js';
import { revokeStudentsTokens, type AdminActor } from '../auth/tokens.js';
import { moneyText } from '../audit/views.js';
import { issueLinks } from '../auth/password-links.js';
import { hashPassword, unusablePasswordHash } from '../auth/passwords.js';
import { queueInvitations, refuseOverDailyLimit, type Mailing } from '../invitations/service.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobControl } from '../jobs/service.js';
import { lockUsersFigures } from '../progress/locks.js';
import { addToFigures } from '../progress/deltas.js';
import { enrollWithPayments } from '../enrollments/enroll.js';
import { parseCohort } from './parse.js';
import { planImport, type Plan, type PlannedRow } from './plan.js';
import * as queries from './queries.js';

type PreviewInput = z.output<typeof importRequestSchema>;
type ConfirmInput = z.output<typeof importConfirmSchema>;

const optionsOf = (input: PreviewInput) => ({ updatePasswords: input.update_passwords, invite: input.invite });

/** Invitations need mail (SMTP settings and PUBLIC_URL). */
function refuseInvitesWithoutMail(input: PreviewInput, mail: Pick<Mailer, 'enabled'>) {
  if (input.invite && !mail.enabled) throw invalidField('invite', INVITATIONS.mailOff);
}

/** The preview: each row's plan or errors; nothing is written. */
export async function previewImport(db: Database, input: PreviewInput, mail: Pick<Mailer, 'enabled'>) {
  refuseInvitesWithoutMail(input, mail);
  const { preview_id, rows, summary } = await planImport(db, parseCohort(input.csv), input.csv, optionsOf(input));
  return { preview_id, rows: rows.map(({ given_password: _, links: __, ...row }) => row), summary };
}

/** No 0/O, 1/l/I: easy to read out and type. 14 of 56 characters: 81 random bits. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const generatePassword = (length = 14) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * A generated password is 81 random bits: no guessing at any hash speed finds it, so argon2id's
 * memory-hard cost (there to slow guesses of passwords people choose) buys nothing; it is hashed
 * with argon2id at light parameters (~1 ms instead of ~40 ms of CPU). Verification reads the
 * parameters from the stored hash; the student's next own password gets the full cost.
 */
const hashGenerated = (password: string) => hash(password, { memoryCost: 1024, timeCost: 1 });

/**
 * How many passwords are hashed at once. argon2 runs on libuv's pool of 4 threads, which sign-ins
 * (a verify each) share: 2 leaves them 2 threads. On 2 cores, 2 at once was also the fastest
 * (17 s per 1,000 full-cost hashes; 1 at once: 26 s; 4: 21 s; docs/decisions.md).
 */
export const HASHES_AT_ONCE = 2;

/** The password each created or re-passworded row stores, and its hash (HASHES_AT_ONCE at a time). */
async function passwordsOf(rows: PlannedRow[], job?: JobControl) {
  const chosen = rows
    .filter((row) => row.password === 'given' || row.password === 'generated')
    .map((row) => ({ row, password: row.given_password ?? generatePassword() }));
  const hashes: string[] = [];
  let next = 0;
  let done = 0;
  job?.report('hashing', 0, chosen.length);
  const hashInTurn = async () => {
    for (let i = next++; i < chosen.length; i = next++) {
      job?.signal.throwIfAborted();
      const { row, password } = chosen[i];
      hashes[i] = await (row.password === 'generated' ? hashGenerated(password) : hashPassword(password));
      job?.report('hashing', ++done, chosen.length);
    }
  };
  await Promise.all(Array.from({ length: HASHES_AT_ONCE }, hashInTurn));
  return new Map(chosen.map(({ row, password }, i) => [row.row, { password, hash: hashes[i] }]));
}

function refuseUnlessPreviewed(plan: Plan, previewId: string) {
  if (plan.preview_id !== previewId) throw conflict(COHORTS.changed);
  if (plan.summary.errors) throw new HttpError(422, COHORTS.hasErrors);
}

/** An updated student as the audit line reads: 'Sara Ali (renamed from Sara A., new password)'. */
function updateText(row: PlannedRow) {
  const changes = [
    row.previous_name !== null && `renamed from ${row.previous_name}`,
    row.password === 'given' && 'new password',
    ...Object.keys(row.links).map((field) => `new ${field}`),
  ].filter(Boolean);
  return changes.length ? `${row.name} (${changes.join(', ')})` : row.name;
}

/** 'Sara Ali in Intro to Python for 1,200.00 EGP (discount)'. */
const enrollmentText = (name: string, e: PlannedRow['enrollments'][number]) =>
  `${name} in ${e.title} for ${moneyText(e.price)}${e.got_discount ? ' (discount)' : ''}`;

/**
 * Before the job starts: an import whose invitations do not fit in what is left of the admin's
 * daily limit is refused (429). The job checks again under the admin's lock, as it queues them.
 */
export async function refuseImportOverInvitationLimit(db: Database, actor: AdminActor, input: ConfirmInput, mailing: Mailing) {
  if (!input.invite || !mailing.mail.enabled) return;
  const plan = await planImport(db, parseCohort(input.csv), input.csv, optionsOf(input));
  const invited = plan.rows.filter((row) => row.password === 'invited' && row.actions.includes('create')).length;
  await refuseOverDailyLimit(db, mailing.config, actor.id, invited, false);
}

export async function confirmImport(db: Database, actor: AdminActor, input: ConfirmInput, mailing: Mailing, job?: JobControl) {
  refuseInvitesWithoutMail(input, mailing.mail);
  const parsed = parseCohort(input.csv);
  const first = await planImport(db, parsed, input.csv, optionsOf(input));
  refuseUnlessPreviewed(first, input.preview_id);
  const passwords = await passwordsOf(first.rows, job);
  job?.report('applying', 0, first.rows.length);

  const result = await db.transaction(async (tx) => {
    await allowLongStatements(tx);
    await lockUsersFigures(
      tx,
      first.rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])),
    );
    const plan = await planImport(tx, parsed, input.csv, optionsOf(input));
    refuseUnlessPreviewed(plan, input.preview_id);
    const created = plan.rows.filter((row) => row.actions.includes('create'));
    const updated = plan.rows.filter((row) => row.actions.includes('update'));
    const hashOf = (row: PlannedRow) => passwords.get(row.row)?.hash ?? null;

    const newIds = await queries.insertUsers(
      tx,
      created.map((row) => ({
        name: row.name,
        email: row.email,
        password_hash: row.password === 'invited' ? unusablePasswordHash() : hashOf(row)!,
        ...row.links,
      })),
    );
    const invitees = created
      .filter((row) => row.password === 'invited')
      .map((row) => ({ id: newIds.get(row.email)!, name: row.name, email: row.email }));
    const links = await issueLinks(
      tx,
      invitees.map((invitee) => invitee.id),
      'invite',
      mailing.config.linkLifetimeSeconds.invite,
    );
    await refuseOverDailyLimit(tx, mailing.config, actor.id, invitees.length);
    await queueInvitations(tx, mailing, actor.id, invitees, links, job?.id);
    await queries.updateUsers(
      tx,
      updated.map((row) => ({ id: row.user_id!, name: row.name, password_hash: hashOf(row), ...row.links })),
    );
    const repassworded = updated.filter((row) => row.password === 'given').map((row) => row.user_id!);
    await revokeStudentsTokens(tx, repassworded);

    const idOf = (row: PlannedRow) => row.user_id ?? newIds.get(row.email)!;
    const enrollments = plan.rows.flatMap((row) =>
      row.enrollments.map((e) => ({ userId: idOf(row), courseId: e.course_id, price: e.price, gotDiscount: e.got_discount })),
    );
    // Under the locks the plan is exact; an enrollment it did not foresee refuses the whole import.
    if ((await enrollWithPayments(tx, actor.id, enrollments)).length < enrollments.length) throw conflict(COHORTS.changed);
    const perCourse = new Map<number, number>();
    for (const { courseId } of enrollments) perCourse.set(courseId, (perCourse.get(courseId) ?? 0) + 1);
    await addToFigures(
      tx,
      enrollments.map((e) => ({ userId: e.userId, courses: 1 })),
      { courses: perCourse },
    );

    const counts = {
      created: created.length,
      updated: updated.length,
      enrolled: enrollments.length,
      unchanged: plan.summary.unchanged,
      invited: invitees.length,
    };
    await recordAudit(tx, actor, {
      action: 'import',
      entity: 'user',
      summary: COHORTS.imported(counts),
      after: {
        ...counts,
        created_users: created.map((row) => ({ id: newIds.get(row.email)!, name: row.name })),
        updated_users: updated.map(updateText),
        enrollments: plan.rows.flatMap((row) => row.enrollments.map((e) => enrollmentText(row.name, e))),
      },
    });
    job?.signal.throwIfAborted();
    return { counts };
  });
  mailing.mail.wake();

  const generated = first.rows
    .filter((row) => row.password === 'generated')
    .map((row) => ({ row: row.row, name: row.name, email: row.email, password: passwords.get(row.row)!.password }));
  return {
    ...messageWithValues('cohorts.imported', result.counts),
    ...result.counts,
    passwords: generated,
  };
}

/**
 * The import's template: three example students, enrolled in the academy's first two open courses
 * (none without any); with the BOM, so Excel keeps non-Latin course titles intact when saving it back.
 */
export async function importTemplate(db: Database) {
  const [first, second] = await queries.templateCourses(db, 2);
  const entry = (title: string | undefined, price: string) => (title ? `${title}:${price}` : undefined);
  const courses = (...entries: (string | undefined)[]) => entries.filter(Boolean).join(';');
  return `${CSV_BOM}${writeCsv([
    [...IMPORT_COLUMNS],
    ['Sara Ali', 'sara.ali@example.com', '', courses(entry(first, '1200')), '', ''],
    ['Omar Nabil', 'omar.nabil@example.com', 'Start123', courses(entry(first, '900:yes'), entry(second, '1500')), '', ''],
    ['Mona Adel', 'mona.adel@example.com', '', '', 'mona-adel', 'mona.dev'],
  ])}\r\n`;
}
