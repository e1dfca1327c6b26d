import { adminExport } from '@/lib/auth/admin-export';
import { codesCsv } from '@/lib/campaigns';

export const dynamic = 'force-dynamic';

/** GET /api/admin/campaigns/{id} — the campaign's codes as CSV, streamed (admins only). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return adminExport((await params).id, codesCsv);
}
