import site from '../../content/site.ts';
import { contactHref } from '../../content/forms.ts';
import { frameWords } from '../../content/navigation.ts';
import { homeWords } from '../../content/pages.ts';
import { Shared } from '../../build/render/shared.tsx';
import { callBefore } from '../../content/widgets/menu.ts';
import { nationalPhone, telHref } from './format.ts';
import { Icon } from './Icon.tsx';

/** The office's number as one link: a phone icon, then « `before` 04 65 71 20 40 » (or the number alone). */
export function CallLink({ className, before, iconSize }: { className: string; before?: string; iconSize: number }) {
  return (
    <a className={className} href={telHref(site.office.phone)}>
      <Icon name="phone" size={iconSize} />
      <span>
        {before && `${before} `}
        <strong>{nationalPhone(site.office.phone)}</strong>
      </span>
    </a>
  );
}

/**
 * Phones only (layout.css shows it below 768 px): the office's number as one tap, fixed at the
 * bottom of the screen. Last in the page, after the footer, so Tab and a screen reader reach it
 * where the page ends; the page keeps its height free at the bottom and the toasts sit above it.
 * A landmark of its own (every part of a page is in one).
 */
export function CallBar() {
  return (
    <aside className="call-bar" aria-label={frameWords.callBar}>
      <CallLink className="call-bar-link" before={callBefore} iconSize={20} />
    </aside>
  );
}

/**
 * From 768 px, where the call bar is gone: a thin band above the header with what the firm does,
 * the office's number and the landowner's way in. It scrolls away; the header stays. Left out
 * with the call bar on a partner's card, for the same reason.
 */
export function OfficeBar() {
  return (
    <Shared cache="office-bar" as="aside" className="office-bar" aria-label={frameWords.officeBar}>
      <div className="office-bar-body">
        <p className="office-bar-tagline">{site.tagline}</p>
        <CallLink className="office-bar-call" iconSize={16} />
        <a className="office-bar-submit" href={contactHref('proprietaires-prives')}>
          {homeWords.submit}
        </a>
      </div>
    </Shared>
  );
}
