// One toast system for every island (DESIGN §6): at most 3 on screen, 5 s each, announced by
// the live regions that pages/_components/Toasts.tsx puts on every page: a polite status region,
// and an alert region for errors. Plain DOM, no framework: the regions live outside any island.
export const TOAST_LIMIT = 3;
export const TOAST_DURATION = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  /** `destructive`: an error, announced at once (role="alert") and shown in red. */
  variant?: 'default' | 'destructive';
  duration?: number;
  /** The form the toast answers: while it is on screen, the toasts show at the screen's top rather than cover it. */
  near?: Element;
}

const LEAVE_MS = 200;

function region(variant: 'default' | 'destructive'): HTMLElement {
  const id = variant === 'destructive' ? 'toasts-alert' : 'toasts-status';
  const existing = document.getElementById(id);
  if (existing) return existing;
  // A page without the server markup still gets working regions (announced from the next toast).
  let stack = document.querySelector<HTMLElement>('.toaster');
  if (!stack) {
    stack = document.createElement('div');
    stack.className = 'toaster';
    document.body.append(stack);
  }
  const el = document.createElement('div');
  el.id = id;
  el.className = 'toast-region';
  if (variant === 'destructive') el.setAttribute('role', 'alert');
  else {
    el.setAttribute('role', 'status');
    el.setAttribute('aria-live', 'polite');
  }
  stack.append(el);
  return el;
}

/** The close button, copied from the page's template (pages/_components/Toasts.tsx). */
const closeButton = () => (document.getElementById('toast-close') as HTMLTemplateElement).content.firstElementChild!.cloneNode(true) as HTMLButtonElement;

const shown: { el: HTMLElement; dismiss: (now?: boolean) => void }[] = [];

export function toast({ title, description, variant = 'default', duration = TOAST_DURATION, near }: ToastOptions): { dismiss: () => void } {
  const el = document.createElement('div');
  el.className = variant === 'destructive' ? 'toast toast-destructive' : 'toast';
  const text = document.createElement('div');
  text.className = 'toast-text';
  const heading = document.createElement('p');
  heading.className = 'toast-title';
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const p = document.createElement('p');
    p.className = 'toast-description';
    p.textContent = description;
    text.append(p);
  }
  const close = closeButton();
  el.append(text, close);

  // The clock stops while the pointer or the keyboard is on the toast (WCAG 2.2.1).
  let left = duration;
  let timer = 0;
  let startedAt = 0;
  let running = false;
  let hovered = false;
  let focused = false;
  let gone = false;
  // Where the keyboard came from into the toast: it goes back there when the toast goes.
  let cameFrom: HTMLElement | null = null;
  const update = () => {
    const run = !hovered && !focused && !gone;
    if (run && !running) {
      startedAt = Date.now();
      timer = window.setTimeout(() => dismiss(), left);
    } else if (!run && running) {
      clearTimeout(timer);
      left = Math.max(0, left - (Date.now() - startedAt));
    }
    running = run;
  };

  /** `now`: no exit transition (a fourth toast pushing the oldest out). */
  function dismiss(now = false) {
    if (gone) return;
    gone = true;
    update();
    const i = shown.findIndex((t) => t.el === el);
    if (i >= 0) shown.splice(i, 1);
    if (el.contains(document.activeElement) && cameFrom?.isConnected) cameFrom.focus();
    if (now || matchMedia('(prefers-reduced-motion: reduce)').matches) return el.remove();
    el.classList.add('is-leaving');
    setTimeout(() => el.remove(), LEAVE_MS);
  }

  close.addEventListener('click', () => dismiss());
  el.addEventListener('pointerenter', () => ((hovered = true), update()));
  el.addEventListener('pointerleave', () => ((hovered = false), update()));
  el.addEventListener('focusin', (e) => {
    if (!el.contains(e.relatedTarget as Node | null)) cameFrom = e.relatedTarget as HTMLElement | null;
    focused = true;
    update();
  });
  el.addEventListener('focusout', (e) => {
    focused = el.contains(e.relatedTarget as Node | null);
    update();
  });

  while (shown.length >= TOAST_LIMIT) shown[0]!.dismiss(true);
  shown.push({ el, dismiss });
  region(variant).append(el);
  place(el.closest('.toaster')!, near);
  update();
  return { dismiss: () => dismiss() };
}

/**
 * The toasts at the foot of the screen (above the phones' call bar), or at its top while `near`
 * is on screen: a toast then covers no part of the form it answers, including what a failure
 * draws under it and scrolls into view after the toast (the footer's newsletter form, say, or the
 * contact form's note). Left where they are for a toast that names no form, unless it is the
 * only one.
 */
function place(stack: Element, near?: Element) {
  if (!near) {
    if (shown.length === 1) stack.classList.remove('is-top');
    return;
  }
  const { top, bottom } = near.getBoundingClientRect();
  stack.classList.toggle('is-top', top < innerHeight && bottom > 0);
}

/**
 * What a failure leaves under a form, scrolled into view once drawn if it is not whole there (at
 * once: a smooth scroll would be stopped by the focus given back to the button), and
 * above the phones' call bar (the page's scroll-padding-bottom keeps the bar's height free).
 */
export const bringIntoView = (find: () => Element | null | undefined) => requestAnimationFrame(() => find()?.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
