import { emulatorRelay } from '@/lib/auth/emulator-popup-routes';

export const dynamic = 'force-dynamic';
export const GET = emulatorRelay;
