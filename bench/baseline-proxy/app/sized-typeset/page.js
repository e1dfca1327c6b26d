// /sized with one typographic dash per paragraph, as real text has (dashes, quotes, Cyrillic): such a
// page is held by V8 as a two-byte string, and Node encodes it to UTF-8 on every response. With /sized
// (ASCII only) beside it, bench/floor-bytes.mjs shows what that encoding costs a page of this size.
const line = 'A blank Next.js page – repeated to the size of a content page, for the bench alone. ';

export default function Page() {
  return (
    <main>
      <h1>Blank, sized, typeset</h1>
      {Array.from({ length: 268 }, (_, i) => (
        <p key={i}>{`${line}${i}`}</p>
      ))}
    </main>
  );
}
