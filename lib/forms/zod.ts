import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it can, and probes for that on first use;
// our Content-Security-Policy forbids eval, so the probe shows up as a CSP violation in the browser's
// console (and fails Lighthouse's best practices). Client forms import zod from here: jitless mode
// skips the probe and the compiled path, with the same results.
z.config({ jitless: true });

export { z };
