import { Island } from '../../build/render/island.tsx';
import { Shared } from '../../build/render/shared.tsx';
import { legalOrder, legalTexts } from '../../content/legal.ts';
import { aboutSections, footerWords as say, frameWords } from '../../content/navigation.ts';
import { newsletterNotes } from '../../content/forms.ts';
import { footer } from '../../content/pages.ts';
import site from '../../content/site.ts';
import NewsletterForm from '../../islands/NewsletterForm.tsx';
import { nationalPhone, telHref } from './format.ts';
import { Email } from './Unbroken.tsx';

const whoWeAre = aboutSections.map((s) => ({ href: `/qui-sommes-nous#${s.id}`, label: s.label }));

export function Footer() {
  const { office, legal } = site;
  // The same on every page: rendered once (build/render/shared.tsx).
  return (
    <Shared cache="footer" as="footer" className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-title">
            {site.brand}
          </h2>
          <p>{footer.description}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            {say.office(office.city)}
          </h2>
          <address>
            {office.street}
            <br />
            {office.postcode} {office.city}
            <br />
            <a href={telHref(office.phone)}>{nationalPhone(office.phone)}</a>
            <br />
            <a href={`mailto:${office.email}`}>
              <Email address={office.email} />
            </a>
          </address>
          <ul className="footer-socials" aria-label={say.socials}>
            {site.socials.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {s.name}
                  <span className="visually-hidden"> {frameWords.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-who">
          <h2 id="footer-who" className="footer-title">
            {say.whoWeAre}
          </h2>
          <ul>
            {whoWeAre.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
            <li>
              <a href="/actualites#articles">{say.blog}</a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter" className="footer-newsletter">
          <h2 id="footer-newsletter" className="footer-title">
            {footer.newsletter.title}
          </h2>
          <p>{footer.newsletter.text}</p>
          <Island
            of={NewsletterForm}
            hydrate="interaction"
            props={{ publicKey: site.emailjs.publicKey, serviceId: site.emailjs.serviceId, templateId: site.emailjs.newsletterTemplateId, privacy: newsletterNotes.privacy(site.legalName) }}
          />
          <noscript>
            <p className="newsletter-noscript">
              {say.noScript}{' '}
              <a href={`mailto:${office.email}?subject=${encodeURIComponent(say.noScriptSubject)}`}>
                <Email address={office.email} />
              </a>
            </p>
          </noscript>
        </section>
      </div>
      <div className="footer-bottom">
        <p className="footer-legal">
          © {site.legalName} ·{'\u00a0'}{office.street}, {office.postcode} {office.city}
        </p>
        <nav className="footer-legal-nav" aria-label={legalTexts.footerTitle}>
          <ul>
            {legalOrder.map((key) => {
              const page = legalTexts.pages[key];
              return (
                <li key={key}>
                  <a href={page.route}>{page.label}</a>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="footer-credentials">{say.credentials(legal.card.number.replace(/ /g, '\u00a0'), legal.card.issuer, legal.insurance.insurer.name)}</p>
      </div>
    </Shared>
  );
}
