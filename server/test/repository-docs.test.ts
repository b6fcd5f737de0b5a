/**
 * The repository's docs stand on their own and say what the code does (issue 44 items 8 and 9):
 * - no tracked file cites a document kept outside the repository: docs/product.md restates the
 *   product rules the code follows, docs/toolchain.md the toolchain facts;
 * - the exact messages and constants docs/product.md lists are the code's, character for character;
 * - README's configuration table and .env.example name every setting server/config.ts reads;
 * - server/README.md names every change topic of freshness/changes.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as constants from '../../contracts/constants.js';
import * as formMessages from '../../contracts/form-messages.js';
import * as messageGroups from '../../contracts/messages.js';
import * as staffMessages from '../../contracts/staff-messages.js';
import { TOPICS } from '../freshness/changes.js';

const messages = { ...messageGroups, ...formMessages, ...staffMessages };

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const THIS_FILE = path.relative(root, import.meta.filename);

/** Citations of the owner's documents beside the repository: their files (upper case: docs/toolchain.md is ours), or their folder. */
const OUTSIDE_FILES = [
  /\b(?:DESIGN|TOOLCHAIN|STYLE)\.md\b/,
  /product-spec|\.\.\/shared\b|\/work\/shared|\bshared\/(?:spec|design|toolchain|style)/i,
];
/** A section of the specification or of the design notes, cited by number: only docs/product.md marks where its rules come from. */
const OUTSIDE_SECTIONS = /\b(?:spec|specification)(?:'s)?,? (?:section|§) ?\d|\bDESIGN,? (?:section )?\d/i;
const MARKS_ITS_SOURCES = 'docs/product.md';

/** The tracked text files (binaries and the lockfile aside), with their contents. */
const trackedTexts = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== THIS_FILE && file !== 'package-lock.json')
    // A file deleted but not yet staged is still listed.
    .filter((file) => statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile())
    .map((file) => ({ file, bytes: readFileSync(path.join(root, file)) }))
    .filter(({ bytes }) => !bytes.includes(0))
    .map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));

describe('citations', () => {
  const texts = trackedTexts();

  it('name only files inside the repository', () => {
    expect(texts.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const { file, text } of texts) {
      text.split('\n').forEach((line, index) => {
        const outside =
          OUTSIDE_FILES.some((citation) => citation.test(line)) || (file !== MARKS_ITS_SOURCES && OUTSIDE_SECTIONS.test(line));
        if (outside) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found, 'cite docs/product.md or docs/toolchain.md instead').toEqual([]);
  });

  it('point at sections docs/product.md has', () => {
    // GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
    const anchors = [...read('docs/product.md').matchAll(/^#{2,3} (.+)$/gm)].map(([, heading]) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replaceAll(' ', '-'),
    );
    const cited = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/product\.md#([\w-]+)|\]\(#([\w-]+)\)/g)]
        .filter((match) => match[1] || file === 'docs/product.md')
        .map((match) => ({ file, anchor: match[1] ?? match[2] })),
    );
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(({ anchor }) => !anchors.includes(anchor))).toEqual([]);
  });
});

/** The rows `| `where` | `value` | ...` of one `## ` section of a Markdown file. */
function tableRows(markdown: string, section: string): { where: string; value: string }[] {
  const start = markdown.indexOf(`\n## ${section}\n`);
  expect(start, `section "${section}"`).toBeGreaterThan(-1);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .map((line) => /^\| `([^`]+)` +\| `([^`]+)` +\|/.exec(line))
    .filter((match) => match !== null)
    .map(([, where, value]) => ({ where, value }));
}

describe('docs/product.md', () => {
  const product = read('docs/product.md');

  it('writes each message exactly as the constant or the screen that shows it', () => {
    const rows = tableRows(product, 'Messages');
    expect(rows.length).toBeGreaterThan(80);
    const wrong = rows.filter(({ where, value }) => {
      const constant = /^([A-Z_]+)\.(\w+)$/.exec(where);
      if (constant) {
        const group = (messages as Record<string, unknown>)[constant[1]] as Record<string, unknown> | undefined;
        return group?.[constant[2]] !== value;
      }
      const source = read(where).replaceAll('&apos;', "'").replaceAll('&amp;', '&');
      return !source.includes(value);
    });
    expect(wrong).toEqual([]);
  });

  it('gives each constant its value in contracts/constants.ts', () => {
    const rows = tableRows(product, 'Constants');
    expect(rows.length).toBeGreaterThan(20);
    for (const { where, value } of rows) {
      const actual = (constants as Record<string, unknown>)[where];
      expect(Array.isArray(actual) ? actual.join(', ') : String(actual), where).toBe(value);
    }
  });
});

/** Set only by the tests (plugins/test-hooks.ts, live streams; refused with NODE_ENV=production): not settings to document. */
const TEST_ONLY_SETTINGS = ['ACADEMY_TEST_HOOKS', 'LIVE_TEST_ONE_EVENT'];

describe('the settings', () => {
  // The environment schema's keys: the only upper-case keys config.ts writes at two spaces' indent.
  const settings = [...read('server/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)]
    .map(([, name]) => name)
    .filter((name) => !TEST_ONLY_SETTINGS.includes(name));

  it('are each a row of the README configuration table, and every row is one', () => {
    expect(settings).toContain('SMTP_URL');
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('\n## Configuration\n'), readme.indexOf('\n## Scripts\n'));
    const documented = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name));
    expect(settings.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !settings.includes(name))).toEqual([]);
  });

  it('each have a line in .env.example (set, or commented out)', () => {
    const example = read('.env.example');
    expect(settings.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example))).toEqual([]);
  });
});

describe('server/README.md', () => {
  it('names every change topic of freshness/changes.ts', () => {
    const listed = /`freshness\/changes\.ts`: ([^)]*)\)/.exec(read('server/README.md'))?.[1];
    expect(listed?.split(',').map((topic) => topic.trim())).toEqual([...TOPICS]);
  });
});
