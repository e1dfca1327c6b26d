import './globals.css';

// Requests that never reach a locale (rare: the proxy routes every page path into one).
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
