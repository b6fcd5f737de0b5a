/**
 * The pages a mail links to (issue 26): the web app's routes (web/app/paths.ts) and the server's
 * mails use these. A one-time link carries its token in the fragment (`#token=`), which browsers
 * never send to a server, so no access log holds it. No imports: the homepage's bundle takes it.
 */
export const MAIL_LINK_PATHS = { reset: '/reset-password', invite: '/set-password', login: '/user/login' } as const;
