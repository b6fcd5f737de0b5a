import { Fragment, type ReactNode } from 'react';

/** Marks an element's place in a formatted text (no catalogue text or figure holds it). */
const MARK = '\u0000';

/**
 * One catalogue sentence with elements in it (a bold name, text a person wrote in its own
 * direction), so each language orders the whole sentence: `format` gets a marker for each
 * element, and the text is cut at the markers.
 */
export function withElements(format: (marks: Record<string, string>) => string, elements: Record<string, ReactNode>) {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return format(marks)
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{elements[part]}</Fragment> : part));
}
