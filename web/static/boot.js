// Before the first paint (issues 46 and 47): the visitor's theme and language applied to <html>.
// A file, not an inline script: the pages' CSP runs only the site's own files. The app reads and
// changes both choices afterwards (web/features/theme/colorScheme.ts, web/i18n/locale.ts), whose
// tests run this file to hold the two to one rule (colorScheme.test.ts, locale.test.ts).
(function () {
  var root = document.documentElement;
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function cookie(name) {
    var found = new RegExp('(?:^|;\\s*)' + name + '=([^;]*)').exec(document.cookie);
    return found && found[1];
  }

  // Light or dark: localStorage 'academy.theme', else the 'theme' cookie (light, dark or system), else system.
  function knownTheme(value) {
    return value === 'light' || value === 'dark' || value === 'system';
  }
  var theme = stored('academy.theme');
  if (!knownTheme(theme)) theme = knownTheme(cookie('theme')) ? cookie('theme') : 'system';
  var dark =
    theme === 'dark' || (theme === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';

  // English or Arabic: ?lang= on entry, else localStorage 'academy.lang', else the 'lang' cookie,
  // else Arabic when the browser's first language is Arabic (docs/decisions.md "Arabic for whom").
  // The admin area is English whatever the choice.
  function knownLang(value) {
    return value === 'en' || value === 'ar';
  }
  var lang = /^\/admin(\/|$)/.test(location.pathname) ? 'en' : new URLSearchParams(location.search).get('lang');
  if (!knownLang(lang)) lang = stored('academy.lang');
  if (!knownLang(lang)) lang = cookie('lang');
  if (!knownLang(lang)) {
    var first = (navigator.languages && navigator.languages[0]) || navigator.language || '';
    lang = /^ar(-|$)/i.test(first) ? 'ar' : 'en';
  }
  root.setAttribute('lang', lang);
  root.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
})();
