import path from 'node:path';
import type { Plugin } from 'vite';

/** The module MUI's createTheme imports for themes with CSS variables, which this app does not make. */
const WITH_VARS = './createThemeWithVars.mjs';
const CREATE_THEME = /@mui\/material\/styles\/createTheme\.mjs$/;
/** Imported by @emotion/react for a side effect it does not have (only withTheme uses it). */
const NO_SIDE_EFFECTS = /\/node_modules\/hoist-non-react-statics\//;

/**
 * Two things the first visit downloads for nothing (docs/decisions.md "Room in the first visit"):
 * - MUI's `createTheme` builds a theme with CSS variables when asked (`cssVariables`), so the code
 *   for it (about 18 KB, 3.6 KB over the wire) comes along with every theme. This app's themes have
 *   none (web/app/theme.ts): that import is replaced by a function that says so if it is ever called.
 * - `hoist-non-react-statics` (with its own copy of react-is) is imported by @emotion/react for
 *   `withTheme`, which nothing here uses; declared free of side effects, it goes with it.
 */
export function firstVisitTrims(): Plugin {
  const stub = '\0mui-theme-without-css-variables';
  return {
    name: 'first-visit-trims',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const from = importer?.split(path.sep).join('/');
      if (source === WITH_VARS && from && CREATE_THEME.test(from)) return stub;
      if (source !== 'hoist-non-react-statics') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && NO_SIDE_EFFECTS.test(resolved.id.split(path.sep).join('/'))
        ? { ...resolved, moduleSideEffects: false }
        : resolved;
    },
    load(id) {
      if (id !== stub) return null;
      return 'export default function createThemeWithVars() { throw new Error("This app makes its themes without CSS variables (build/first-visit-trims.ts)."); }';
    },
  };
}
