import { expect } from 'vitest';

/** Clamped to two lines, the whole name in the page and in the tooltip. */
export function expectTwoLines(element: HTMLElement, name: string) {
  expect(element).toHaveTextContent(name);
  const clamped = element.querySelector(`[title="${CSS.escape(name)}"]`) ?? element;
  expect(clamped).toHaveAttribute('title', name);
  expect(clamped).toHaveStyle({ display: '-webkit-box', overflow: 'hidden' });
  expect(getComputedStyle(clamped).getPropertyValue('-webkit-line-clamp')).toBe('2');
}
