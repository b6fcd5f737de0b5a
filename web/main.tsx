import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';
import { activate, followAddress, followOtherTabs, localeAt } from './i18n/i18n';
import { localeOnEntry } from './i18n/locale';

// Arabic's first render waits for its chunk (catalogue, right-to-left styles, font); English has it already.
void activate(localeAt(window.location.pathname, localeOnEntry())).then(() => {
  followOtherTabs();
  router.subscribe((state) => followAddress(state.location.pathname));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
