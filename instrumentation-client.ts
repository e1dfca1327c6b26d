// Runs before the app hydrates. Until <MountWatch> reports the app as mounted, an uncaught error
// is a failure to start, and is logged as such (spec §8: "Error while mounting app:").
type W = Window & { __exhaleMounted?: boolean };

function report(cause: unknown) {
  if (!(window as W).__exhaleMounted) console.error('Error while mounting app:', cause);
}

window.addEventListener('error', (event) => report(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => report(event.reason));
