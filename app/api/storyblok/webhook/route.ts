import { handleWebhook } from '@/lib/content/webhook';

export const dynamic = 'force-dynamic';
export const POST = handleWebhook;
