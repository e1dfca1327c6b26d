import { join } from 'node:path';
import { startAuthEmulator, root } from '../scripts/emulator.mjs';

/**
 * Vitest global setup: a real Firebase Auth emulator (port 9299 unless TEST_AUTH_EMULATOR_HOST) for
 * the integration tests, started once and stopped at the end.
 */
export default async function setup() {
  const hostPort = process.env.TEST_AUTH_EMULATOR_HOST || '127.0.0.1:9299';
  const emulator = await startAuthEmulator({ hostPort, dataDir: join(root, '.data', 'vitest'), persist: false });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hostPort;
  return async () => {
    await emulator.stop();
  };
}
