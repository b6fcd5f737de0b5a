/** The super admin every browser-test server starts with (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@academy.test', password: 'admin12345' };
