/**
 * Every mail the site sends, written once (issues 26 and 43): a plain-text part, the link on a line
 * of its own so that every mail client makes it clickable, and an HTML part with the same words.
 */
import escapeHtml from 'escape-html';
import type { Envelope } from './outbox.js';

type Recipient = { name: string; email: string };

/** How long a link works, as the mail says it: 'one hour', '7 days', '90 minutes'. */
export function lifetimeText(seconds: number) {
  const count = (value: number, unit: string) => (value === 1 ? `one ${unit}` : `${value} ${unit}s`);
  if (seconds % 86_400 === 0) return count(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return count(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return count(seconds / 60, 'minute');
  return count(seconds, 'second');
}

/** A paragraph of text, or the mail's one button-like link. */
type Block = string | { link: string; label: string };

/** Both parts from one list of blocks: text blocks separated by blank lines, the HTML escaped. */
function mailOf(to: string, subject: string, blocks: Block[]): Envelope {
  const text = blocks.map((block) => (typeof block === 'string' ? block : block.link)).join('\n\n');
  const paragraph = (block: Block) =>
    typeof block === 'string'
      ? `<p style="margin:0 0 16px">${escapeHtml(block).replaceAll('\n', '<br>')}</p>`
      : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 18px;background:#1976d2;color:#ffffff;border-radius:4px;text-decoration:none">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(block.link)}</p>`;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    '<div dir="auto" style="max-width:560px">',
    ...blocks.map(paragraph),
    '</div></body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

/**
 * Forgot password: a link to choose a new one. A student who never chose a password (invited, the
 * invitation unused) has no password to keep (issue 44 item 4): their mail says so, and that this
 * link replaces the invitation (a new link revokes the older ones).
 */
export const resetMail = (academy: string, to: Recipient, link: string, lifetimeSeconds: number, hasPassword: boolean) =>
  hasPassword
    ? mailOf(to.email, `Reset your ${academy} password`, [
        `Hello ${to.name},`,
        `Someone, hopefully you, asked to reset the password of your ${academy} account (${to.email}).\n` +
          `Choose a new password with this link. It works once, for ${lifetimeText(lifetimeSeconds)}:`,
        { link, label: 'Choose a new password' },
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        academy,
      ])
    : mailOf(to.email, `Choose your ${academy} password`, [
        `Hello ${to.name},`,
        `Someone, hopefully you, asked for a link to choose the password of your ${academy} account (${to.email}). ` +
          'You have not chosen one yet.\n' +
          `Choose it with this link. It works once, for ${lifetimeText(lifetimeSeconds)}, and replaces any invitation sent to you before:`,
        { link, label: 'Choose your password' },
        'If you did not ask for this, ignore this e-mail: your account has no password until you choose one, and nobody can log in to it before.',
        academy,
      ]);

/** An imported student's invitation: a link to choose their password. */
export const invitationMail = (academy: string, to: Recipient, link: string, loginUrl: string, lifetimeSeconds: number) =>
  mailOf(to.email, `Your ${academy} account is ready`, [
    `Hello ${to.name},`,
    `${academy} has made you a student account for ${to.email}.\n` +
      `Choose your password with this link. It works once, for ${lifetimeText(lifetimeSeconds)}:`,
    { link, label: 'Choose your password' },
    `Then log in at ${loginUrl} with your e-mail and that password.`,
    academy,
  ]);
