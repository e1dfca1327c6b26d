/**
 * A query's rows page by page, each page starting after the last row of the one before (a keyset
 * cursor), so a long read (a streamed CSV export) costs the same on its last page as on its first and
 * rows written meanwhile neither repeat nor push others out. `page(after)` reads up to `size` rows
 * after the cursor (none: from the start); `cursorOf` makes the cursor of a page's last row.
 */
export async function* keysetPages<Row, Cursor>(page: (after: Cursor | null) => Promise<Row[]>, cursorOf: (last: Row) => Cursor, size: number) {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await page(after);
    if (!rows.length) return;
    yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}
