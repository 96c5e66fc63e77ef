// The Étoiles du Rocher hero film (spec: autoplaying, muted, looping embed), behind the visitor's
// consent (DESIGN §6): YouTube (Google) may set cookies, which the CNIL treats as a tracker, so
// nothing is asked of it until the visitor presses the hero's button. The hero's photo is the
// poster and the page's LCP; once agreed, a youtube-nocookie frame is laid over it and faded in
// when its player answers (YouTube's embed protocol: the page says it is listening, the player
// replies). A frame that loaded without a player (YouTube blocked by a firewall or an extension:
// the browser's error page) never answers: it is taken away after a few seconds, the photo
// stays, and a line offers the film on YouTube instead. The choice is kept in localStorage:
// later visits, and any page with a film, load it by themselves once the page is idle; the small
// control left in the button's place forgets it.
// Reduced motion: nothing starts by itself, ever; the button brings the player, paused, with its
// controls. Saving data: nothing is loaded unasked; the button still works.
// Without JavaScript the server HTML shows a plain link to the film on YouTube instead.
// No Preact here: the island exports its own `mount`, so the page runs a few hundred bytes
// before any interaction, not a framework. It hydrates at `load`, so the button works as soon
// as it shows; the film itself still waits for the page to be idle.
import type { ReactNode } from 'react';

export interface HeroVideoProps {
  id: string;
  title: string;
  children?: ReactNode;
}

const KEY = 'films';
const PLAYER = 'https://www.youtube-nocookie.com';

/**
 * youtube-nocookie's player: for the hero's backdrop, starting by itself, muted, looping (a
 * one-video playlist), without controls; for visitors who asked for reduced motion, still until
 * they press play.
 */
export const videoUrl = (id: string, still = false) =>
  `${PLAYER}/embed/${id}?playsinline=1&rel=0&enablejsapi=1${still ? '' : `&autoplay=1&mute=1&loop=1&playlist=${id}&controls=0`}`;

/** How long a loaded frame has to answer before it counts as no player (YouTube blocked). */
export const ANSWER_MS = 5000;
/** How long a frame has to load at all: one whose request was refused (an extension, a firewall) never says it loaded in Firefox. */
export const LOAD_MS = 12000;

/**
 * On the server, the markup it is given (pages/nos-realisations/_parts/HeroFilm.tsx: the button,
 * its note, the link for when scripts do not run); no JSX in this file, so its chunk carries no
 * JSX runtime and no Preact.
 */
export default function HeroVideo({ children }: HeroVideoProps) {
  return children ?? null;
}

// localStorage throws where storage is refused (some private modes, blocked cookies): the
// choice then holds for this page only.
const agreed = () => {
  try {
    return localStorage[KEY] == 'yes';
  } catch {
    return false;
  }
};
const remember = (yes: boolean) => {
  try {
    if (yes) localStorage[KEY] = 'yes';
    else delete localStorage[KEY];
  } catch {}
};

export function mount(el: Element, { id, title }: HeroVideoProps) {
  const box = el.querySelector<HTMLElement>('.hero-film')!;
  const [play, stop] = el.querySelectorAll('button');
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  let frame: HTMLIFrameElement | undefined;

  const load = () => {
    if (frame || box.dataset.film != 'on') return;
    // Reduced motion: a player to press, under the button. Otherwise the hero's backdrop,
    // behind the text and out of the tab order, faded in once loaded. (The referrer YouTube
    // asks of embeds is the site's own policy, strict-origin-when-cross-origin.)
    const f = (frame = Object.assign(document.createElement('iframe'), {
      title,
      src: videoUrl(id, still),
      allow: 'autoplay; encrypted-media; fullscreen',
      className: still ? 'hero-player' : 'hero-video',
      tabIndex: still ? 0 : -1,
    }));
    listen(f);
    if (still) box.append(f);
    else el.closest('.hero')!.querySelector('.hero-shade')!.before(f);
    box.classList.add('is-loading');
  };

  // Tells the player, four times a second, that the page listens; its first answer shows the
  // frame (below). No answer ANSWER_MS after it loaded, or LOAD_MS after it was asked for if it
  // never loads: no player there.
  const listen = (f: HTMLIFrameElement) => {
    let tries = LOAD_MS / 250;
    f.onload = () => (tries = ANSWER_MS / 250);
    const ask = setInterval(() => {
      if (f.classList.contains('is-playing') || frame != f) clearInterval(ask);
      else if (--tries < 0) {
        clearInterval(ask);
        f.remove();
        frame = undefined;
        box.classList.remove('is-loading');
        box.dataset.film = 'failed';
      } else f.contentWindow?.postMessage('{"event":"listening","id":1,"channel":"widget"}', PLAYER);
    }, 250);
  };
  addEventListener('message', (e) => {
    if (frame && e.source == frame.contentWindow) {
      frame.classList.add('is-playing');
      box.classList.remove('is-loading');
    }
  });

  play!.onclick = () => {
    box.dataset.film = 'on';
    remember(true);
    load();
    stop!.focus();
  };
  stop!.onclick = () => {
    box.dataset.film = 'ask';
    remember(false);
    frame?.remove();
    frame = undefined;
    box.classList.remove('is-loading');
    play!.focus();
  };

  box.dataset.film = agreed() && !still && !saveData ? 'on' : 'ask';
  // Agreed on an earlier visit: once the page has loaded and the browser is idle, as the
  // runtime's `idle` trigger does (requestIdleCallback: not in Safari before 18; a short
  // timeout stands in).
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load, 200));
  if (document.readyState == 'complete') idle();
  else addEventListener('load', idle);
}
