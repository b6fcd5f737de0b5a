// Reading Playwright's JSON report, for summarize-tests.mjs and test-timings/print.mjs.

/** Every Playwright test in a report, with the path of titles that names it. */
export function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    // The top-level suite of a file is titled with the file itself.
    const inner = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) yield { file: spec.file, titles: [...inner, spec.title], test };
    yield* playwrightTests(suite.suites, inner);
  }
}
