import { certificateById } from '@/lib/certificates';
import { certificateImage } from '@/lib/certificates/image';
import { canonicalImageQuery } from '@/lib/certificates/image-url';

export const dynamic = 'force-dynamic';

/** The Open Graph image of a certificate (1200×630), for sharing, in the language `?lang=` names (default English). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const url = new URL(request.url);
  const { lang, redirect } = canonicalImageQuery(url.search);
  if (redirect !== null) return new Response(null, { status: 308, headers: { Location: `${url.pathname}${redirect}` } });
  const cert = await certificateById((await params).id);
  if (!cert) return new Response(null, { status: 404 });
  return certificateImage(cert, lang);
}
