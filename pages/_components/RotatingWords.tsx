/**
 * A headline whose last words change every 3000 ms and loop, in CSS alone (no script).
 * Screen readers read the whole sentence once (the words joined by « et », or by « ou » in a
 * question); with reduced motion the first word stays.
 */
export function RotatingWords({ before, words, after = '', or = false }: { before: string; words: readonly string[]; after?: string; or?: boolean }) {
  const sentence = `${before} ${words.slice(0, -1).join(', ')} ${or ? 'ou' : 'et'} ${words[words.length - 1]}${after}`;
  return (
    <>
      <span className="visually-hidden">{sentence}</span>
      <span aria-hidden="true">
        {before}{' '}
        <span className={`rotator rotator-${words.length}`}>
          {words.map((w) => (
            <span key={w}>
              {w}
              {after}
            </span>
          ))}
        </span>
      </span>
    </>
  );
}
