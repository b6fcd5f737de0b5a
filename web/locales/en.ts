/**
 * The English catalogue: every text of the public and student screens, by key (ICU MessageFormat).
 * One file per domain under en/, each with an Arabic twin under ar/ (web/locales/README.md).
 * English is word for word the specification's; the server's messages keep their English in
 * contracts/ (no copy here).
 *
 * The homepage's first visit carries only the texts of the frame and the homepage (this file);
 * the other screens' texts (en-screens.ts) come with the first of them (web/i18n/i18n.ts
 * `loadScreenTexts`), as their code does.
 */
import type { screenMessages } from './en-screens';
import common from './en/common.json';
import home from './en/home.json';
import layout from './en/layout.json';
import leaderboard from './en/leaderboard.json';
import titles from './en/titles.json';

export const firstVisitMessages = {
  ...common,
  ...home,
  ...layout,
  ...leaderboard,
  ...titles,
};

/** A text's key: a catalogue lookup with an unknown key does not compile. */
export type MessageKey = keyof typeof firstVisitMessages | keyof typeof screenMessages;
