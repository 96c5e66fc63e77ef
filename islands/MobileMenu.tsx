// The small-screen menu: a button that opens a left-hand drawer holding the logo, the six
// links and the group's name. Without JavaScript the button is a link to the drawer, which CSS
// shows with :target, and its Close control links back to the top of the page.
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react';
import { PictureMarkup, type ResponsiveImage } from '../build/render/picture.tsx';
import { trapTab } from './_lib/modal.ts';
import { menuWords as say } from '../content/widgets/menu.ts';

export interface MobileMenuProps {
  links: { href: string; label: string }[];
  current: string;
  brand: string;
  place: string;
  logo: ResponsiveImage;
  logoSizes: string;
  /** The office's number: [tel: address, as shown, accessible name]. */
  phone: [string, string, string];
  /** The landowner's way in, under the links: [href, label]. */
  cta: [string, string];
}

const FOCUSABLE = 'a[href], button:not([disabled])';
const LARGE = '(min-width: 1024px)';

export default function MobileMenu({ links, current, brand, place, logo, logoSizes, phone, cta }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLElement>(null);

  const close = (giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add('has-drawer'); // the page behind stops scrolling (see layout.css)
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return close(true);
      // Keep Tab and Shift+Tab inside the drawer while it is open.
      if (panel.current) trapTab(e, panel.current);
    };
    // Growing the window to the desktop layout hides the drawer: close it for real.
    const large = matchMedia(LARGE);
    const onResize = () => large.matches && close(false);
    document.addEventListener('keydown', onKey);
    large.addEventListener('change', onResize);
    return () => {
      root.classList.remove('has-drawer');
      document.removeEventListener('keydown', onKey);
      large.removeEventListener('change', onResize);
    };
  }, [open]);

  const toggle = (e: MouseEvent) => {
    e.preventDefault();
    setOpen(!open);
  };
  // A link acting as a button also answers the Space key.
  const onButtonKey = (e: ReactKeyboardEvent) => {
    if (e.key !== ' ') return;
    e.preventDefault();
    setOpen(!open);
  };
  const onClose = (e: MouseEvent) => {
    e.preventDefault();
    close(true);
  };

  return (
    <>
      <a
        ref={button}
        className="menu-button"
        href="#menu-mobile"
        role="button"
        aria-label={say.open}
        aria-expanded={open}
        aria-controls="menu-mobile"
        onClick={toggle}
        onKeyDown={onButtonKey}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h12" />
        </svg>
      </a>
      <div className={open ? 'drawer is-open' : 'drawer'} id="menu-mobile">
        <div className="drawer-backdrop" onClick={() => close(true)} />
        <nav
          ref={panel}
          className="drawer-panel"
          aria-label={say.label}
          role={open ? 'dialog' : undefined}
          aria-modal={open ? true : undefined}
        >
          <div className="drawer-head">
            <a href="/" className="drawer-logo" onClick={() => close(false)}>
              <PictureMarkup image={logo} alt={`${brand} — accueil`} sizes={logoSizes} />
            </a>
            <a href="#haut" role="button" className="drawer-close" aria-label={say.close} onClick={onClose}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </a>
          </div>
          <ul className="drawer-links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={link.href === current ? 'page' : undefined} onClick={() => close(false)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <a className="button drawer-cta" href={cta[0]} onClick={() => close(false)}>
            {cta[1]}
          </a>
          <p className="drawer-foot">
            <strong>{brand}</strong>
            <span>{place}</span>
            <a className="drawer-phone" href={phone[0]} aria-label={phone[2]}>
              {phone[1]}
            </a>
          </p>
        </nav>
      </div>
    </>
  );
}
