import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogues (web/locales/<locale>/<domain>.json): ICU MessageFormat texts by key. */
const CATALOGUE = /\/web\/locales\/(en|ar)\/[^/]+\.json$/;

/**
 * Compiles every catalogue as it is imported (docs/decisions.md "Two languages from catalogues"):
 * Lingui's runtime formats compiled messages and leaves its ICU parser out of production builds.
 * A compiled catalogue is JSON too (each text an array of parts: strings, placeholders,
 * plurals; a plain string would read to Lingui as not compiled), so Vite's JSON handling goes on as for any JSON file. A text that does not parse fails
 * the build, naming its key.
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'lingui-catalogues',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0].split(path.sep).join('/');
      if (!CATALOGUE.test(file)) return null;
      const texts = JSON.parse(source) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => {
          try {
            return [key, compileMessageOrThrow(text)];
          } catch (error) {
            throw new Error(`${path.relative(process.cwd(), file)}: "${key}" is not ICU MessageFormat: ${String(error)}`, {
              cause: error,
            });
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
