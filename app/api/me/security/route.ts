import { securityRoute } from '@/lib/auth/security-route';

export const dynamic = 'force-dynamic';
/** POST /api/me/security: Sign-in and security's changes (lib/auth/security-route.ts). */
export const POST = securityRoute;
