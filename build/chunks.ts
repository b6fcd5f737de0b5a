/**
 * How the first visit's libraries are split (rolldown's `codeSplitting.groups`): the libraries the
 * entry imports statically (rolldown's `$initial` tag) go to a few chunks named after them, so a
 * first visit downloads a handful of files instead of 30-odd scraps, and a release that changes
 * only the app's code leaves the React and MUI chunks cached. Everything else (lazily loaded
 * screens, the admin area, the libraries only they use) is split by Vite as usual: grouping a
 * library whole would pull its lazily used parts (every MUI component) into the first visit.
 */
const VENDOR_CHUNKS: [name: string, test: RegExp][] = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  ['query', /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/],
  // Lingui's runtime (web/i18n/i18n.ts).
  ['i18n', /node_modules[\\/]@lingui[\\/]/],
  // MUI, emotion and their helpers.
  ['mui', /node_modules[\\/]/],
  // The app's own modules the first visit needs (the strings, query keys and formats that lazily
  // loaded screens share too): one chunk, not a scrap each.
  ['app', /[\\/](web|contracts)[\\/]/],
];

export const firstLoadChunks = VENDOR_CHUNKS.map(([name, test]) => ({
  name,
  test,
  tags: ['$initial' as const],
}));
