import 'server-only';
import { applicationDefault, cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { env } from '@/lib/env';

let app: App | undefined;

/**
 * firebase-admin's Auth for this process. Embedded mode talks to the Auth emulator (firebase-admin
 * reads FIREBASE_AUTH_EMULATOR_HOST, and then accepts the emulator's unsigned ID tokens: the only
 * check the embedded mode relaxes); production uses the real project with a service account or the
 * platform's default credentials.
 */
export function adminAuth(): Auth {
  if (!app) {
    const e = env();
    if (e.EXHALE_MODE === 'embedded') {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = e.FIREBASE_AUTH_EMULATOR_HOST;
    } else {
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    }
    const name = 'exhale';
    app =
      getApps().find((a) => a.name === name) ??
      initializeApp(
        {
          projectId: e.FIREBASE_PROJECT_ID,
          ...(e.EXHALE_MODE === 'production'
            ? { credential: e.FIREBASE_SERVICE_ACCOUNT ? cert(JSON.parse(e.FIREBASE_SERVICE_ACCOUNT)) : applicationDefault() }
            : {}),
        },
        name,
      );
  }
  return getAuth(app);
}
