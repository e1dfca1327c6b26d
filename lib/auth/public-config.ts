import 'server-only';
import { env } from '@/lib/env';

/** What the browser needs to start Firebase Auth: public values only. */
export interface PublicAuthConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Embedded mode: the Auth emulator's URL; null in production. */
  emulatorUrl: string | null;
}

export function publicAuthConfig(): PublicAuthConfig {
  const e = env();
  return {
    apiKey: e.FIREBASE_API_KEY,
    authDomain: e.FIREBASE_AUTH_DOMAIN,
    projectId: e.FIREBASE_PROJECT_ID,
    emulatorUrl: e.EXHALE_MODE === 'embedded' ? `http://${e.FIREBASE_AUTH_EMULATOR_HOST}` : null,
  };
}
