import site from '../../content/site.ts';
import { callBefore } from '../../content/widgets/menu.ts';
import { nationalPhone, telHref } from './format.ts';
import { Icon } from './Icon.tsx';

/**
 * Phones only (layout.css shows it below 768 px): the office's number as one tap, fixed at the
 * bottom of the screen. Last in the page, after the footer, so Tab and a screen reader reach it
 * where the page ends; the page keeps its height free at the bottom and the toasts sit above it.
 */
export function CallBar() {
  const number = nationalPhone(site.office.phone);
  return (
    <div className="call-bar">
      <a className="call-bar-link" href={telHref(site.office.phone)}>
        <Icon name="phone" size={20} />
        <span>
          {callBefore} <strong>{number}</strong>
        </span>
      </a>
    </div>
  );
}
