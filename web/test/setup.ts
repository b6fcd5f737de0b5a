/** Web unit tests (jsdom): Testing Library's matchers, a fresh DOM and storage after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadScreenTexts } from '../i18n/i18n';

// Every screen's English texts, as the app has them once a screen after the homepage has loaded.
beforeAll(() => loadScreenTexts());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
