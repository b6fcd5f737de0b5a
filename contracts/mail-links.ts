/**
 * The pages a mail links to (issue 26): the web app's routes (web/app/paths.ts) and the server's
 * mails use these. A one-time link carries its token in the fragment (`#token=`), which browsers
 * never send to a server, so no access log holds it. No imports: the homepage's bundle takes it.
 */
export const MAIL_LINK_PATHS = {
  reset: '/reset-password',
  invite: '/set-password',
  login: '/user/login',
  /**
   * Issue 48: a notification mail's unsubscribe page. Its token is in the query (`?token=`), as
   * `List-Unsubscribe` needs a URL a mail client can open; the request logs drop query strings,
   * and the page only offers a button (mail scanners open links), so the GET changes nothing.
   */
  unsubscribe: '/unsubscribe',
  /** The pages a notification mail sends its reader to (issue 48). */
  achievements: '/achievements',
  manageProjects: '/manage-projects',
} as const;
