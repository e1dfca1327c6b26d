import { hasLocale } from 'next-intl';
import { db } from '@/lib/db';
import { getCertificate } from '@/lib/certificates';
import { certificateImage } from '@/lib/certificates/image';
import { locales } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

/** The Open Graph image of a certificate (1200×630), for sharing, in the language `?lang=` names (default English). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const cert = await getCertificate(await db(), (await params).id);
  if (!cert) return new Response(null, { status: 404 });
  const lang = new URL(request.url).searchParams.get('lang');
  return certificateImage(cert, hasLocale(locales, lang) ? lang : 'en-US');
}
