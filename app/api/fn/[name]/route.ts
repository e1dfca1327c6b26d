import type { NextRequest } from 'next/server';
import { handleCall } from '@/lib/compose/call-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: NextRequest, { params }: { params: Promise<{ name: string }> }) {
  return handleCall(request, (await params).name);
}
