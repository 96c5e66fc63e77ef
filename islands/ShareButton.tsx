// 'Partager' on an article: the system share sheet where the browser has one (phones),
// otherwise the link goes to the clipboard and a toast says 'Lien copié'. Without JavaScript
// the same control is a mailto: link carrying the article's address.
import type { MouseEvent } from 'react';
import { toast } from './_lib/toast.ts';
import { shareWords as say } from '../content/widgets/share.ts';

export interface ShareButtonProps {
  title: string;
  url: string;
  mailto: string;
}

/** The toast of the last press: a new press replaces it rather than stacking the same words. */
let last: { dismiss: () => void } | undefined;

export default function ShareButton({ title, url, mailto }: ShareButtonProps) {
  const onClick = async (e: MouseEvent) => {
    e.preventDefault();
    // navigator.share: Safari, Chrome on Android and ChromeOS; not desktop Firefox.
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    last?.dismiss();
    try {
      await navigator.clipboard.writeText(url);
      last = toast({ title: say.copiedTitle, description: say.copied });
    } catch {
      last = toast({ title: say.failedTitle, description: say.failed(url), variant: 'destructive' });
    }
  };
  return (
    <a className="button button-ghost share-button" href={mailto} onClick={onClick}>
      <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        <path d="M16 6l-4-4-4 4M12 2v13M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
      </svg>{' '}
      Partager
    </a>
  );
}
