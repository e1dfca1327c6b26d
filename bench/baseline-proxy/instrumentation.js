// The blank page's own (empty) server start hook: without it, next build of this folder takes the
// Exhale project's instrumentation.ts from the folder above (environment check, job worker), and the
// reference would do Exhale's work.
export function register() {}
