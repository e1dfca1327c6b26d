import './globals.css';

// A `notFound()` above the locale's layout (an unknown locale segment; the proxy routes every page path
// into a known one). Built into every page as its fallback, so it stays static: unmatched addresses get
// app/global-not-found.tsx.
export default function GlobalNotFound() {
  return (
    <html lang="en-US">
      <body>
        <main id="main" className="container page">
          <h1>Page Not Found</h1>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose, no router code shipped */}
            <a href="/">Exhale</a>
          </p>
        </main>
      </body>
    </html>
  );
}
