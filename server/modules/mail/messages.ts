/**
 * Every mail the site sends, written once (issue 26): plain text, the link on a line of its own so
 * that every mail client makes it clickable.
 */
import type { Mail } from './mailer.js';

type Recipient = { name: string; email: string };

/** Forgot password: a link to set a new one, valid an hour. */
export const resetMail = (academy: string, to: Recipient, link: string): Mail => ({
  to: to.email,
  subject: `Reset your ${academy} password`,
  text: [
    `Hello ${to.name},`,
    '',
    `Someone, hopefully you, asked to reset the password of your ${academy} account (${to.email}).`,
    'Choose a new password with this link. It works once, for one hour:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    academy,
  ].join('\n'),
});

/** An imported student's invitation: a link to choose their password, valid 7 days. */
export const invitationMail = (academy: string, to: Recipient, link: string, loginUrl: string): Mail => ({
  to: to.email,
  subject: `Your ${academy} account is ready`,
  text: [
    `Hello ${to.name},`,
    '',
    `${academy} has made you a student account for ${to.email}.`,
    'Choose your password with this link. It works once, for 7 days:',
    '',
    link,
    '',
    `Then log in at ${loginUrl} with your e-mail and that password.`,
    '',
    academy,
  ].join('\n'),
});
