import './globals.css';
import { BareHomeLink } from '@/components/errors/BareHomeLink';

// A `notFound()` above the locale's layout (an unknown locale segment; the proxy routes every page path
// into a known one). Built into every page as its fallback, so it stays static: unmatched addresses get
// app/global-not-found.tsx.
export default function GlobalNotFound() {
  return (
    <html lang="en-US">
      <body>
        <main id="main" className="container page">
          <h1>Page not found</h1>
          <BareHomeLink />
        </main>
      </body>
    </html>
  );
}
