import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse } from 'next/server';

export const dynamic = 'force-dynamic';

let buildId: string | undefined;

/** GET /api/build — the running build's id (spec §4: clients poll it to detect a new deployment). */
export function GET() {
  buildId ??= (() => {
    try {
      // The build folder next.config.ts uses (NEXT_DIST_DIR, else .next).
      return readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      return 'development';
    }
  })();
  return NextResponse.json({ buildId }, { headers: { 'Cache-Control': 'no-store' } });
}
