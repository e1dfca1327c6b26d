// Shared by the consent manager (layout) and the "Cookie settings" button (footer): loads the
// banner's runtime once, on demand.
import type { RuntimeSettings } from './runtime';

let settings: RuntimeSettings | undefined;
let runtime: Promise<typeof import('./runtime')> | undefined;

export function configureConsent(next: RuntimeSettings): void {
  const relocalized = settings && settings.locale !== next.locale;
  settings = next;
  if (relocalized && runtime) void runtime.then((m) => m.relocalize(next));
}

export function loadConsent(): Promise<typeof import('./runtime')> | undefined {
  const current = settings;
  if (!current) return undefined;
  return (runtime ??= import('./runtime').then(async (m) => {
    await m.start(current);
    return m;
  }));
}

/** Re-applies the stored choice (spec §7: after each route change). No-op until the runtime runs. */
export function reapplyConsent(): void {
  void runtime?.then((m) => m.apply());
}

export async function openConsentPreferences(): Promise<void> {
  (await loadConsent())?.showPreferences();
}
