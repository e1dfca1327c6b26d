import { ImageResponse } from 'next/og';
import { db } from '@/lib/db';
import { getCertificate, smokeFreeDays } from '@/lib/certificates';

export const dynamic = 'force-dynamic';

/** The Open Graph image of a certificate (1200×630), for sharing. Rendered with Next's bundled font. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const cert = await getCertificate(await db(), (await params).id);
  if (!cert) return new Response(null, { status: 404 });
  const days = smokeFreeDays(cert.since);
  // Only glyphs of the bundled font: anything else would make next/og fetch a font from the internet.
  const name = cert.name.replace(/[^\u0020-\u024F]/g, '').trim();
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#e6f4f1',
        color: '#134e48',
        border: '24px solid #0f766e',
      }}
    >
      <div style={{ fontSize: 40, letterSpacing: 6 }}>EXHALE</div>
      {name ? <div style={{ fontSize: 88, fontWeight: 700, marginTop: 24 }}>{name}</div> : null}
      {cert.showDays ? <div style={{ fontSize: 72, marginTop: 24 }}>{String(days)}</div> : null}
    </div>,
    { width: 1200, height: 630, headers: { 'Cache-Control': 'public, max-age=3600' } },
  );
}
