import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it can, and probes for that on first use; our
// Content-Security-Policy forbids eval, so the probe shows up as a CSP violation in the browser's
// console (and fails Lighthouse's best practices). Client forms import this module for its effect:
// jitless mode skips the probe and the compiled path, with the same results. (Import `z` from 'zod'
// itself, not re-exported from here: a re-exported namespace defeats tree shaking.)
config({ jitless: true });
