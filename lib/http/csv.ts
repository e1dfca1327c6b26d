import 'server-only';
import { stringify } from 'csv-stringify';

/**
 * OWASP CSV injection: a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is run
 * as a formula by spreadsheets, so it gets a leading apostrophe (shown as text, nothing evaluated).
 * Plain numbers (`-1.50`) stay numbers.
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** A streamed CSV download: rows come page by page, with back-pressure, so big exports stay small in memory. */
export function csvResponse(filename: string, columns: string[], pages: AsyncIterable<unknown[][]>): Response {
  const csv = stringify({ header: true, columns, cast: { string: neutralizeCell } });
  (async () => {
    try {
      for await (const rows of pages) for (const row of rows) if (!csv.write(row)) await new Promise((ok) => csv.once('drain', ok));
    } catch (error) {
      console.error(`CSV export ${filename} failed:`, error);
    } finally {
      csv.end();
    }
  })();
  const body = new ReadableStream({
    start(controller) {
      csv.on('data', (chunk: Buffer) => controller.enqueue(chunk));
      csv.on('end', () => controller.close());
      csv.on('error', (e) => controller.error(e));
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' },
  });
}

/** Maps each page of an async source. */
export async function* mapPages<T, U>(pages: AsyncIterable<T[]>, fn: (item: T) => U): AsyncIterable<U[]> {
  for await (const page of pages) yield page.map(fn);
}
