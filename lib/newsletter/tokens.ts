import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { subscriptions } from './tables';
import { hashToken, newToken } from '@/lib/security/tokens';

/** How many newsletters back an unsubscribe link keeps working (one a month: two years). */
export const NEWSLETTER_LINKS_KEPT = 24;

/**
 * Fresh unsubscribe tokens for one newsletter's recipients (subscription ids): each token's hash joins
 * the row's last NEWSLETTER_LINKS_KEPT, the tokens themselves go only into the emails.
 */
export async function issueNewsletterTokens(db: Db, ids: string[]): Promise<Map<string, string>> {
  const tokens = new Map(ids.map((id) => [id, newToken()]));
  if (!tokens.size) return tokens;
  const values = sql.join(
    [...tokens].map(([id, token]) => sql`(${id}::uuid, ${hashToken(token)}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${subscriptions} set newsletter_token_hashes =
      (newsletter_token_hashes || v.hash)[greatest(1, cardinality(newsletter_token_hashes) + 2 - ${NEWSLETTER_LINKS_KEPT}::int):]
    from (values ${values}) as v(id, hash)
    where ${subscriptions.id} = v.id`);
  return tokens;
}
