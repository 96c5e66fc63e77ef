// The contact form of /contact (#formulaire): eight fields checked on every change against the
// spec's rules, a submit button enabled only when everything is valid, 'Envoi en cours...' with
// a spinner while sending, then a toast. Nothing typed is lost: the draft lives in
// sessionStorage until it is sent, and a failed send keeps every field and offers a mailto: link.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { CLIENT_TYPES, CONTACT_FIELDS, contactErrors, contactTemplateParams, parseContact, type ContactField, type ContactValues } from './_lib/contact-schema.ts';
import { COUNTRIES, DEFAULT_COUNTRY } from './_lib/countries.ts';
import { frenchDateTime } from '../content/dates.ts';
import { sendTemplate } from './_lib/emailjs.ts';
import { checkPhone } from './_lib/phone.ts';
import { toast } from './_lib/toast.ts';

export interface ContactFormProps {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The office's address, for the mailto: link offered when sending fails. */
  officeEmail: string;
  /** id of the heading that names the form. */
  labelledBy?: string;
  /** id of the section that /contact#<id> brings into view. */
  anchor?: string;
}

/** Opening /contact#formulaire: the form comes to 100 px below the top, 100 ms after (spec §2). */
export const SCROLL_DELAY = 100;
export const SCROLL_OFFSET = 100;

/** In the order a visitor meets them: the first invalid one gets the focus. */
const FIELDS = CONTACT_FIELDS;
const EMPTY: ContactValues = { nom: '', prenom: '', email: '', pays: DEFAULT_COUNTRY, telephone: '', projet: '', budget: '', typeClient: '', message: '' };
const DRAFT_KEY = 'contact-draft';
const TRAP = 'website';

const idOf = (field: string) => `contact-${field}`;
const errorIdOf = (field: string) => `contact-${field}-error`;

// Whatever was typed before the code arrived (the first focus is what loads it) is kept: read
// from the page on the first render, before hydration would put the server's empty values back.
function typedBeforeHydration(): ContactValues {
  if (typeof document === 'undefined') return EMPTY;
  const values = { ...EMPTY };
  for (const field of FIELDS) {
    const el = document.getElementById(idOf(field)) as HTMLInputElement | null;
    if (el?.value) values[field] = el.value;
  }
  return values;
}

const hasContent = (values: ContactValues) => FIELDS.some((f) => f !== 'pays' && values[f].trim() !== '');

function readDraft(): Partial<ContactValues> {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}');
    if (!draft || typeof draft !== 'object') return {};
    return Object.fromEntries(FIELDS.flatMap((f) => (typeof (draft as Record<string, unknown>)[f] === 'string' ? [[f, (draft as Record<string, string>)[f]]] : [])));
  } catch {
    return {}; // storage disabled, or not JSON: no draft
  }
}

function writeDraft(values: ContactValues | null) {
  try {
    if (values && hasContent(values)) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or disabled: the form itself still holds everything.
  }
}

/** A mailto: link carrying the enquiry, kept short enough for every mail client (~2,000). */
function mailtoHref(to: string, values: ContactValues): string {
  const country = COUNTRIES.find((c) => c.code === values.pays);
  const line = (label: string, value: string) => `${label}\u00a0: ${value.trim() || '—'}`;
  const head = [
    line('Nom', values.nom),
    line('Prénom', values.prenom),
    line('E-mail', values.email),
    line('Téléphone', values.telephone.trim() ? `${country ? `+${country.callingCode} ` : ''}${values.telephone.trim()}` : ''),
    line('Projet', values.projet),
    line('Budget', values.budget),
    line('Profil', values.typeClient),
    '',
    'Message\u00a0:',
    '',
  ].join('\n');
  const base = `mailto:${to}?subject=${encodeURIComponent('Demande de contact')}&body=`;
  let message = values.message.trim();
  while (message && (base + encodeURIComponent(head + message)).length > 1900) message = `${message.slice(0, Math.floor(message.length * 0.8))}…`;
  return base + encodeURIComponent(head + message);
}

export default function ContactForm({ publicKey, serviceId, templateId, officeEmail, labelledBy, anchor }: ContactFormProps) {
  const [values, setValues] = useState(typedBeforeHydration);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstSave = useRef(true);

  const errors = useMemo(() => contactErrors(values), [values]);
  const sending = status === 'sending';
  const country = COUNTRIES.find((c) => c.code === values.pays) ?? COUNTRIES[0];
  const shown = (field: ContactField) => (touched[field] ? errors?.[field] : undefined);

  // A draft left in this tab (a reload, a visit elsewhere and back) fills the fields still empty.
  // Merged into the values as they are when the effect runs, not as they were at the first
  // render: keys typed in between (Firefox lets a few through) are kept.
  useEffect(() => {
    const draft = readDraft();
    const withDraft = (current: ContactValues) => {
      const merged = { ...current };
      for (const field of FIELDS) if (draft[field] && (!merged[field] || (field === 'pays' && merged.pays === DEFAULT_COUNTRY))) merged[field] = draft[field];
      return merged;
    };
    setValues(withDraft);
    const shown = withDraft(typedBeforeHydration());
    setTouched((t) => ({ ...t, ...Object.fromEntries(FIELDS.filter((f) => f !== 'pays' && shown[f].trim() !== '').map((f) => [f, true])) }));
  }, []);

  // The browser has already jumped to the anchor (forms.css gives it the same offset); this puts
  // the form back in place if the page moved under it while loading.
  useEffect(() => {
    if (!anchor || location.hash !== `#${anchor}`) return;
    const timer = setTimeout(() => {
      const section = document.getElementById(anchor);
      if (!section) return;
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET, behavior: still ? 'instant' : 'smooth' });
    }, SCROLL_DELAY);
    return () => clearTimeout(timer);
  }, [anchor]);

  // Saved in the same task as the keystroke (a layout effect runs with the render, an effect
  // only after the next paint): a reload right after the last key keeps that key too.
  useLayoutEffect(() => {
    if (firstSave.current) firstSave.current = false; // the values the page was opened with
    else writeDraft(values);
  }, [values]);

  const change = (field: ContactField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field === 'pays' ? 'telephone' : field]: true }));
  };

  // Once left, a valid number is shown the international way, after its fixed calling code; a
  // number typed with another country's prefix moves the country choice there.
  const onPhoneBlur = () => {
    const phone = checkPhone(values.telephone, values.pays);
    if (phone.ok && !phone.empty) setValues((v) => ({ ...v, pays: phone.country, telephone: phone.national }));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return; // a double click sends once
    const parsed = parseContact(values);
    if (!parsed.success) {
      setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
      const first = FIELDS.find((f) => errors?.[f]);
      if (first) document.getElementById(idOf(first === 'pays' ? 'telephone' : first))?.focus();
      return;
    }
    busy.current = true;
    setStatus('sending');
    const fromButton = document.activeElement === button.current;
    const trap = form.current?.elements.namedItem(TRAP) as HTMLInputElement | null;
    try {
      // A robot fills every field it finds, the hidden one too: it is told all went well, and
      // nothing is sent.
      if (!trap?.value) await sendTemplate({ publicKey, serviceId }, templateId, contactTemplateParams(parsed.data, frenchDateTime(new Date())));
      toast({ title: 'Message envoyé\u00a0!', description: 'Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.' });
      writeDraft(null);
      if (trap) trap.value = '';
      setValues(EMPTY);
      setTouched({});
      setStatus('idle');
      // The button is disabled again (the form is empty): the focus goes back to the form.
      setTimeout(() => form.current?.focus());
    } catch {
      toast({
        title: 'Erreur d’envoi',
        description: 'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer ou nous contacter directement.',
        variant: 'destructive',
      });
      setStatus('failed');
      if (fromButton) setTimeout(() => button.current?.focus());
    } finally {
      busy.current = false;
    }
  };

  const control = (field: ContactField) => {
    const error = shown(field);
    return {
      id: idOf(field),
      name: field,
      value: values[field],
      onChange: change(field),
      className: error ? 'control is-invalid' : 'control',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorIdOf(field) : undefined,
    };
  };

  const text = { readOnly: sending };

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} tabIndex={-1}>
      <p className="form-required-note">
        Les champs marqués d’un astérisque (<span aria-hidden="true">*</span>) sont obligatoires.
      </p>
      <div className="form-grid">
        <Field field="nom" label="Nom" required error={shown('nom')}>
          <input {...control('nom')} {...text} type="text" autoComplete="family-name" required />
        </Field>
        <Field field="prenom" label="Prénom" required error={shown('prenom')}>
          <input {...control('prenom')} {...text} type="text" autoComplete="given-name" required />
        </Field>
        <Field field="email" label="Adresse e-mail" required error={shown('email')}>
          <input {...control('email')} {...text} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
        </Field>
        <Field field="telephone" label="Téléphone" error={shown('telephone') ?? shown('pays')}>
          <div className="phone-row">
            {/* The list names each country; closed, it shows just the code and its calling code,
                which the number field never lets anyone type. */}
            <div className={shown('pays') ? 'control phone-country is-invalid' : 'control phone-country'}>
              <span className="phone-country-value" aria-hidden="true">
                {country.code} +{country.callingCode}
              </span>
              <select
                id={idOf('pays')}
                name="pays"
                aria-label="Pays de l’indicatif téléphonique"
                value={values.pays}
                onChange={change('pays')}
                aria-invalid={shown('pays') ? true : undefined}
                aria-describedby={shown('pays') ? errorIdOf('telephone') : undefined}
              >
                {COUNTRIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} (+{c.callingCode})
                  </option>
                ))}
              </select>
            </div>
            {/* `tel`, not `tel-national` (HTML allows that one on text fields only): an autofilled
                international number is split into country and number on blur. */}
            <input {...control('telephone')} {...text} type="tel" inputMode="tel" autoComplete="tel" onBlur={onPhoneBlur} />
          </div>
        </Field>
        <Field field="projet" label="Votre projet" required error={shown('projet')}>
          <input {...control('projet')} {...text} type="text" placeholder="Vente, division, rénovation…" required />
        </Field>
        <Field field="budget" label="Budget" error={shown('budget')}>
          <input {...control('budget')} {...text} type="text" placeholder="Par exemple 500 000 €" />
        </Field>
        <Field field="typeClient" label="Vous êtes" required error={shown('typeClient')} wide>
          <select {...control('typeClient')} required>
            <option value="">Sélectionnez votre profil</option>
            {CLIENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field field="message" label="Message" required error={shown('message')} wide>
          <textarea {...control('message')} {...text} rows={6} required />
        </Field>
      </div>

      <div className="form-trap" aria-hidden="true">
        <label htmlFor={idOf(TRAP)}>Site web (laissez ce champ vide)</label>
        <input id={idOf(TRAP)} name={TRAP} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="form-actions">
        <button ref={button} type="submit" className={sending ? 'button contact-submit is-sending' : 'button contact-submit'} disabled={sending || errors !== null}>
          {sending && <span className="spinner" aria-hidden="true" />}
          {sending ? 'Envoi en cours...' : 'Envoyer'}
        </button>
        {errors !== null && !sending && <p className="form-hint">Le bouton s’active dès que les champs obligatoires sont correctement remplis.</p>}
      </div>

      {status === 'failed' && (
        <p className="form-fallback">
          Votre message n’est pas parti, mais rien n’est perdu&nbsp;: tout ce que vous avez saisi reste dans le formulaire. Réessayez dans un instant, ou écrivez-nous
          directement à <a href={mailtoHref(officeEmail, values)}>{officeEmail}</a>.
        </p>
      )}
    </form>
  );
}

function Field({ field, label, required, error, wide, children }: { field: string; label: string; required?: boolean; error?: string | undefined; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label className="field-label" htmlFor={idOf(field)}>
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="field-optional"> (facultatif)</span>
        )}
      </label>
      {children}
      {error && (
        <p id={errorIdOf(field)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
