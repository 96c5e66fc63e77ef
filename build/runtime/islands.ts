// The island runtime: the only script a page loads up front. It finds each <x-island> marker,
// waits for the marker's trigger, then imports the island's chunk and hydrates the server HTML
// in place. Kept small on purpose: its gzip size is printed by every build.

type Mount = (el: Element, props: unknown) => void;
type Go = () => Promise<void>;

const props: unknown[] = JSON.parse(document.getElementById('x-island-props')?.textContent || '[]');

// An island that imports CSS gets it as a stylesheet link (never an inline <style>: the CSP
// allows none); it hydrates once both the code and the styles are in.
function stylesheet(href: string | undefined): Promise<unknown> {
  if (!href || document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  document.head.append(link);
  return new Promise((done) => (link.onload = link.onerror = done));
}

function hydrate(el: HTMLElement): Promise<void> {
  const { src = '', island, p = '', css } = el.dataset;
  // A chunk that failed once (flaky network, a deploy in between) gets one more try.
  const code = import(/* @vite-ignore */ src).catch(() => import(/* @vite-ignore */ `${src}?retry`));
  return Promise.all([code, stylesheet(css)])
    .then(([mod]: [{ default: Mount }, unknown]) => {
      // A component that throws half-way may have torn the markup: keep a copy to put back.
      const copy = el.cloneNode(true);
      try {
        mod.default(el, props[+p] ?? {});
        el.setAttribute('data-hydrated', '');
      } catch (error) {
        el.replaceWith(copy);
        throw error;
      }
    })
    .catch((error: unknown) => {
      // The server HTML stays in place and keeps working as plain HTML.
      console.error(`[islands] ${island} did not hydrate:`, error);
    });
}

const triggers: Record<string, (el: HTMLElement, go: Go, arg: string) => void> = {
  load: (_el, go) => void go(),

  idle: (_el, go) => {
    // requestIdleCallback: not in Safari before 18; a short timeout stands in.
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => go(), { timeout: 3000 }) : setTimeout(go, 200));
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  },

  // The marker itself has no box (display: contents), so its children are observed. A click
  // made before the code is there (a tap as the island scrolls into view) is held and replayed,
  // as for `interaction`.
  visible: (el, go, margin) => {
    triggers.interaction!(el, go, '');
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        void go();
      },
      { rootMargin: margin || '0px' },
    );
    for (const child of el.children) io.observe(child);
  },

  media: (_el, go, query) => {
    const mq = matchMedia(query);
    if (mq.matches) return void go();
    const on = (e: MediaQueryListEvent) => {
      if (!e.matches) return;
      mq.removeEventListener('change', on);
      void go();
    };
    mq.addEventListener('change', on);
  },

  // Clicks made before the code is there are held back, then replayed on the same element;
  // a pointer press or a focus starts the download early.
  interaction: (el, go) => {
    let clicked: EventTarget | null = null;
    let focused: EventTarget | null = null;
    const types = ['click', 'focusin', 'pointerdown'];
    const on = (e: Event) => {
      if (e.type === 'click') {
        e.preventDefault();
        e.stopPropagation();
        clicked = e.target;
      } else if (e.type === 'focusin') focused = e.target;
      void go().then(() => {
        for (const t of types) el.removeEventListener(t, on, true);
        if (focused && focused === document.activeElement) {
          focused.dispatchEvent(new FocusEvent('focus'));
          focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        }
        clicked?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
        clicked = focused = null;
      });
    };
    for (const t of types) el.addEventListener(t, on, true);
  },
};

for (const el of document.querySelectorAll<HTMLElement>('x-island')) {
  let started: Promise<void> | undefined;
  const go: Go = () => (started ??= hydrate(el));
  const [, name = '', arg = ''] = /^(\w+)(?:\((.*)\))?$/.exec(el.dataset.on || 'load') ?? [];
  const trigger = triggers[name];
  if (trigger) trigger(el, go, arg);
  else console.error(`[islands] unknown trigger "${el.dataset.on}" on ${el.dataset.island}`);
}
