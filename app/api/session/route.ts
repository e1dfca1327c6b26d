import { createSession, deleteSession } from '@/lib/auth/session-route';

export const dynamic = 'force-dynamic';
export const POST = createSession;
export const DELETE = deleteSession;
