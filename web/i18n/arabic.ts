/**
 * Everything Arabic needs beyond English, in one chunk loaded only when Arabic is chosen: the
 * catalogue (the screens' texts and the server's messages by code), the emotion cache that flips
 * MUI's styles right to left, and the Cairo font (self-hosted: the CSP allows no remote fonts).
 */
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-500.css';
import '@fontsource/cairo/arabic-700.css';
import createCache from '@emotion/cache';
import type { Messages } from '@lingui/core';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { codeOfMessage } from '../../contracts/message-codes';
import { messages as catalogue, SERVER_PREFIX } from '../locales/ar';

export const messages = catalogue as unknown as Messages;

/** MUI's styles written right to left (margins, paddings, positions and borders swapped). */
export const rtlCache = createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });

/**
 * The Arabic of a message the server or the contracts wrote in English: by the answer's `code`,
 * else by the English text itself (a contract constant, such as a field error or a fallback toast).
 * A text with no Arabic (none should be left: contracts/message-codes.test.ts) stays English.
 */
export function arabicOf(
  text: string,
  code: string | undefined,
  params: Record<string, unknown> | undefined,
  translate: (id: string, values?: Record<string, unknown>) => string,
) {
  const id = `${SERVER_PREFIX}${code ?? codeOfMessage(text) ?? ''}`;
  return id in catalogue ? translate(id, params) : text;
}
