import Link from 'next/link';
import './globals.css';

// Requests that never reach a locale (rare: the proxy routes every page path into one).
export default function GlobalNotFound() {
  return (
    <html lang="en-US">
      <body>
        <main id="main" className="container page">
          <h1>Page Not Found</h1>
          <p>
            <Link href="/">Exhale</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
