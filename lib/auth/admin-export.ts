import 'server-only';
import { NextResponse } from 'next/server';
import { currentAdmin } from './server';

const refuse = (status: 400 | 403 | 404, message: string) => NextResponse.json({ error: { status, message } }, { status });

/**
 * An admin's CSV export (app/api/admin/*): 403 for anyone else, 400 when the filter does not parse,
 * 404 when it names nothing; otherwise the streamed CSV.
 */
export async function adminExport<F>(filter: F | null, stream: (filter: F) => Promise<Response | null> | Response | null): Promise<Response> {
  if (!(await currentAdmin())) return refuse(403, 'no admin rights');
  if (filter === null) return refuse(400, 'invalid filter');
  return (await stream(filter)) ?? refuse(404, 'not found');
}
