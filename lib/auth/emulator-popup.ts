/**
 * Embedded-mode popup sign-in (see lib/auth/emulator-popup-routes.ts): opens the Auth emulator's
 * own provider page in a popup, through our origin, and resolves with the fake ID token it makes.
 * Must be called straight from a click, or the browser blocks the popup.
 */
const APP_NAME = 'exhale-relay';
const POLL_MS = 500;
/** After the popup closes, its sign-in may still be on its way through the relay (spec §8: an 8 s wait). */
const CLOSED_GRACE_MS = 8_000;

export function emulatorPopup(apiKey: string, providerId: 'google.com' | 'apple.com'): Promise<string> {
  const eventId = String(Math.floor(Math.random() * 1e12));
  const query = new URLSearchParams({ apiKey, appName: APP_NAME, authType: 'signInViaPopup', providerId, eventId });
  const popup = window.open(`/api/auth/emulator/handler?${query}`, 'exhale-idp', 'popup,width=520,height=680');
  if (!popup) return Promise.reject(Object.assign(new Error('popup blocked'), { code: 'auth/popup-blocked' }));
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'sign-in relay';
  frame.src = `/api/auth/emulator/relay?${new URLSearchParams({ apiKey, appName: APP_NAME })}`;
  document.body.append(frame);

  return new Promise<string>((resolve, reject) => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      clearTimeout(grace);
      frame.remove();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !event.data?.exhaleIdp) return;
      const authEvent = event.data.exhaleIdp.authEvent as { eventId?: string; urlResponse?: string };
      if (authEvent?.eventId !== eventId || !authEvent.urlResponse) return;
      cleanup();
      popup.close();
      const idToken = new URL(authEvent.urlResponse).searchParams.get('id_token');
      if (idToken) resolve(idToken);
      else reject(Object.assign(new Error('no id_token'), { code: 'auth/internal-error' }));
    };
    const timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      grace = setTimeout(() => {
        cleanup();
        reject(Object.assign(new Error('popup closed'), { code: 'auth/popup-closed-by-user' }));
      }, CLOSED_GRACE_MS);
    }, POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
