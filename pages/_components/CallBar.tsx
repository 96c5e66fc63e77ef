import site from '../../content/site.ts';
import { callBefore } from '../../content/widgets/menu.ts';
import { nationalPhone, telHref } from './format.ts';
import { Icon } from './Icon.tsx';

/** The office's number as one link: a phone icon, then « `before` 04 65 71 20 40 ». */
export function CallLink({ className, before, iconSize }: { className: string; before: string; iconSize: number }) {
  return (
    <a className={className} href={telHref(site.office.phone)}>
      <Icon name="phone" size={iconSize} />
      <span>
        {before} <strong>{nationalPhone(site.office.phone)}</strong>
      </span>
    </a>
  );
}

/**
 * Phones only (layout.css shows it below 768 px): the office's number as one tap, fixed at the
 * bottom of the screen. Last in the page, after the footer, so Tab and a screen reader reach it
 * where the page ends; the page keeps its height free at the bottom and the toasts sit above it.
 */
export function CallBar() {
  return (
    <div className="call-bar">
      <CallLink className="call-bar-link" before={callBefore} iconSize={20} />
    </div>
  );
}
