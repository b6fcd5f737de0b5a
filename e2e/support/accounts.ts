/** The super admin every browser-test server starts with (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@academy.test', password: 'admin12345' };

/** The demo server's SOCIAL_* links: two set, the other networks not. */
export const E2E_SOCIAL = { facebook: 'https://www.facebook.com/devacademy.e2e', github: 'https://github.com/devacademy-e2e' };
