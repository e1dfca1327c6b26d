// The baseline: a blank Next.js page, built and served in the same bench run as Exhale.
export const metadata = { title: 'Blank' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
