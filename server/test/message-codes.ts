/**
 * Whether an answer's message and its code agree (issue 47): the code is one of the registry's
 * (contracts/message-codes.ts) and its English, rendered with the answer's `params` as the web app
 * would render a translation, is the message word for word.
 */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { MESSAGE_ENGLISH } from '../../contracts/message-codes.js';

const english = setupI18n({
  locale: 'en',
  messages: { en: Object.fromEntries(Object.entries(MESSAGE_ENGLISH).map(([code, text]) => [code, compileMessage(text)])) },
});

/** What is wrong with the code of an answer that has a message; undefined when nothing is (or it has no message). */
export function codeProblem(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { message, code, params } = body as { message?: unknown; code?: unknown; params?: Record<string, unknown> };
  if (typeof message !== 'string') return undefined;
  if (typeof code !== 'string') return `"${message}" has no code`;
  if (!(code in MESSAGE_ENGLISH)) return `"${message}" has the code ${code}, which no contract holds`;
  const read = english._(code, params);
  return read === message ? undefined : `the code ${code} reads "${read}", the message is "${message}"`;
}
