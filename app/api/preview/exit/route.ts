import { exitPreview } from '@/lib/content/preview';

export const dynamic = 'force-dynamic';
export const GET = exitPreview;
