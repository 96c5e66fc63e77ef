import { Island } from '../build/render/island.tsx';
import type { Head } from '../build/render/page.ts';
import ContactForm from '../islands/ContactForm.tsx';
import ContactMap from '../islands/ContactMap.tsx';
import { anyExamples, anyHint, CLIENT_TYPES, clientTypeLabel, contactNotes, contactProfiles } from '../content/forms.ts';
import { contact, contactPage } from '../content/pages.ts';
import site from '../content/site.ts';
import { Byline } from './_components/Byline.tsx';
import { Hero } from './_components/Hero.tsx';
import { Icon } from './_components/Icon.tsx';
import { Layout } from './_components/Layout.tsx';
import { OfficeCard } from './_components/OfficeCard.tsx';
import { inlinePhoneRules, phoneCountries } from './_lib/phone-data.ts';
import { WholeWords } from './_components/Unbroken.tsx';
import { mapWords } from '../content/widgets/map.ts';

export const head: Head = {
  title: contactPage.metaTitle,
  description: contactPage.metaDescription,
};


const osm = (lat: number, lng: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;

export default function Contact() {
  const { office } = site;
  return (
    <Layout>
      <Hero image="pages/contact.jpg" imageAlt={contactPage.heroAlt} eyebrow={`${office.city}, ${office.country}`} title={<WholeWords text={contact.hero.title} />} lead={contactNotes.page(office.replyTime)} actions={[{ href: '#formulaire', label: contactPage.toForm }]} />

      <section className="section" id="nous-trouver" aria-labelledby="nous-trouver-titre">
        <div className="container find-us">
          <div className="find-us-text">
            <h2 id="nous-trouver-titre">{contact.visit.title}</h2>
            <p className="lead">{contact.visit.text}</p>
            <OfficeCard office={office} />
          </div>
          <div className="find-us-map">
            <Island
              of={ContactMap}
              hydrate="visible(300px)"
              props={{
                center: [office.geo.lat, office.geo.lng],
                zoom: site.map.zoom,
                minZoom: site.map.minZoom,
                maxZoom: site.map.maxZoom,
                bounds: site.map.bounds,
                tileUrl: site.map.tileUrl,
                attribution: site.map.tileAttribution,
                name: site.brand,
                address: `${office.street}, ${office.postcode} ${office.city}`,
              }}
            />
            {/* Under the map, and there whatever becomes of it (no script, tiles refused): the
                office on OpenStreetMap, where a visitor can also ask the way. */}
            <p className="map-link">
              <a href={osm(office.geo.lat, office.geo.lng)} rel="noopener noreferrer" target="_blank">
                {mapWords.openStreetMap}
                <span className="visually-hidden"> {mapWords.newTab}</span>
              </a>
            </p>
          </div>
        </div>
      </section>

      <section className="section section-sand" id="formulaire" aria-labelledby="formulaire-titre">
        <div className="container contact-form-wrap">
          <header className="section-head">
            <p className="eyebrow">{contactPage.formEyebrow}</p>
            <h2 id="formulaire-titre">{contactPage.formTitle}</h2>
            <p className="lead">{contact.form.intro}</p>
          </header>
          <div className="contact-form-row">
            <div className="form-card">
              <noscript>
                <div className="form-noscript">
                  <p>{contact.form.noScriptNote}</p>
                  <a className="button" href={`mailto:${office.email}?subject=${encodeURIComponent(contactPage.mailSubject)}`}>
                    <Icon name="mail" size={18} /> {contactPage.writeTo} {office.email}
                  </a>
                </div>
              </noscript>
              {/* Hydrated once in view: a draft kept from earlier shows without a click, and
                  /contact#formulaire (in view at once) gets its settling scroll. */}
              <Island
                of={ContactForm}
                hydrate="visible"
                props={{
                  publicKey: site.emailjs.publicKey,
                  serviceId: site.emailjs.serviceId,
                  templateId: site.emailjs.contactTemplateId,
                  officeEmail: office.email,
                  officePhone: office.phone,
                  countries: phoneCountries(),
                  phoneRules: inlinePhoneRules(),
                  phoneRulesUrl: '/telephone/',
                  labelledBy: 'formulaire-titre',
                  anchor: 'formulaire',
                  reply: contactNotes.reply(office.replyTime),
                  thanks: contactNotes.thanks(office.replyTime),
                  privacy: contactNotes.privacy(site.legalName),
                  profiles: [...contactProfiles],
                  choices: CLIENT_TYPES.map((type): [string, string] => [type, clientTypeLabel(type)]),
                  hint: anyHint,
                  examples: anyExamples,
                }}
              />
            </div>
            <aside className="contact-partners" aria-label={contactPage.partnersLabel}>
              <p>{contactPage.partners}</p>
              <ul>
                {site.people.map((person) => (
                  <li key={person.slug}>
                    <Byline person={person} />
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </div>
      </section>
    </Layout>
  );
}
