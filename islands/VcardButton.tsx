// 'Ajouter le Contact': fetches the person's vCard and hands it to the browser as a
// text/vcard download. If the file cannot be fetched, the card built into the page is used.
// Without JavaScript the same link downloads the file directly.
import { useState, type MouseEvent } from 'react';
import { cardWords as say } from '../content/widgets/card.ts';

export interface VcardButtonProps {
  url: string;
  filename: string;
  /** The same vCard, carried by the page for when the file cannot be fetched. */
  fallback: string;
}

function save(text: string, filename: string) {
  const blob = new Blob([text], { type: 'text/vcard;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers start the download after the click returns: free the blob a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export default function VcardButton({ url, filename, fallback }: VcardButtonProps) {
  const [loading, setLoading] = useState(false);

  const onClick = async (e: MouseEvent) => {
    e.preventDefault();
    if (loading) return;
    setLoading(true);
    let text = fallback;
    try {
      const res = await fetch(url, { headers: { accept: 'text/vcard' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      text = await res.text();
    } catch (error) {
      console.error(`vCard ${url} could not be fetched: saving the card embedded in the page instead.`, error);
    } finally {
      save(text, filename);
      setLoading(false);
    }
  };

  return (
    <a className="button" href={url} download={filename} aria-disabled={loading ? true : undefined} onClick={onClick}>
      <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round">
        <path d="M12 5v14M5 12h14" />
      </svg>
      {loading ? say.loading : say.add}
    </a>
  );
}
