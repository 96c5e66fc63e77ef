import type { Office } from '../../content/schemas.ts';
import { nationalPhone, telHref } from './format.ts';
import { Icon } from './Icon.tsx';
import { Email, Hours } from './Unbroken.tsx';

/** The office's address, hours, phone and e-mail, as the contact page shows them (also the editor's preview). */
export function OfficeCard({ office }: { office: Office }) {
  return (
    <address className="office-card">
      <strong className="office-name">{office.name}</strong>
      <span className="office-line">
        <Icon name="pin" size={20} />
        <span>
          {office.street}
          <br />
          {office.postcode} {office.city}
        </span>
      </span>
      <span className="office-line">
        <Icon name="clock" size={20} />
        <span>
          {office.hours.map((h, i) => (
            <span className="office-hours" key={i}>
              {h.days}
              {'\u00a0: '}
              <Hours text={h.times} />
            </span>
          ))}
        </span>
      </span>
      <a className="office-line" href={telHref(office.phone)}>
        <Icon name="phone" size={20} />
        <span>{nationalPhone(office.phone)}</span>
      </a>
      <a className="office-line" href={`mailto:${office.email}`}>
        <Icon name="mail" size={20} />
        <span>
          <Email address={office.email} />
        </span>
      </a>
    </address>
  );
}
