// Light or dark before the first paint (issue 46): the visitor's choice kept in localStorage
// 'academy.theme' or the 'theme' cookie (light, dark or system), system when none, applied to <html>.
// A file, not an inline script: the pages' CSP runs only the site's own files. The app reads and
// changes the choice afterwards (web/features/theme/colorScheme.ts, which colorScheme.test.ts holds to this).
(function () {
  function known(value) {
    return value === 'light' || value === 'dark' || value === 'system';
  }
  function stored() {
    try {
      return localStorage.getItem('academy.theme');
    } catch {
      return null;
    }
  }
  var choice = stored();
  if (!known(choice)) {
    var cookie = /(?:^|;\s*)theme=([^;]*)/.exec(document.cookie);
    choice = cookie && known(cookie[1]) ? cookie[1] : 'system';
  }
  var dark =
    choice === 'dark' ||
    (choice === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
