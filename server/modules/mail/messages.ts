/**
 * Every mail the site sends, written once (issue 26): plain text, the link on a line of its own so
 * that every mail client makes it clickable.
 */
import type { Mail } from './mailer.js';

type Recipient = { name: string; email: string };

/** How long a link works, as the mail says it: 'one hour', '7 days', '90 minutes'. */
export function lifetimeText(seconds: number) {
  const count = (value: number, unit: string) => (value === 1 ? `one ${unit}` : `${value} ${unit}s`);
  if (seconds % 86_400 === 0) return count(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return count(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return count(seconds / 60, 'minute');
  return count(seconds, 'second');
}

/** Forgot password: a link to choose a new one. */
export const resetMail = (academy: string, to: Recipient, link: string, lifetimeSeconds: number): Mail => ({
  to: to.email,
  subject: `Reset your ${academy} password`,
  text: [
    `Hello ${to.name},`,
    '',
    `Someone, hopefully you, asked to reset the password of your ${academy} account (${to.email}).`,
    `Choose a new password with this link. It works once, for ${lifetimeText(lifetimeSeconds)}:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    academy,
  ].join('\n'),
});

/** An imported student's invitation: a link to choose their password. */
export const invitationMail = (
  academy: string,
  to: Recipient,
  link: string,
  loginUrl: string,
  lifetimeSeconds: number,
): Mail => ({
  to: to.email,
  subject: `Your ${academy} account is ready`,
  text: [
    `Hello ${to.name},`,
    '',
    `${academy} has made you a student account for ${to.email}.`,
    `Choose your password with this link. It works once, for ${lifetimeText(lifetimeSeconds)}:`,
    '',
    link,
    '',
    `Then log in at ${loginUrl} with your e-mail and that password.`,
    '',
    academy,
  ].join('\n'),
});
