// The blank page's text repeated to the size of Exhale's largest content page (the help page, about
// 67 KB of HTML with its inline RSC payload): bench/floor-bytes.mjs tells what a page's size alone
// costs behind the pass-through proxy from what Exhale adds. Neutral filler, never shown to anyone.
const line = 'A blank Next.js page, repeated to the size of a content page, for the bench alone. ';

export default function Page() {
  return (
    <main>
      <h1>Blank, sized</h1>
      {Array.from({ length: 268 }, (_, i) => (
        <p key={i}>{`${line}${i}`}</p>
      ))}
    </main>
  );
}
