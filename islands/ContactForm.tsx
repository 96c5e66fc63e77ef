// The contact form of /contact (#formulaire): eight fields checked against the spec's rules (a
// field's message shows once it has been left, then follows every change), a submit button
// enabled only when everything is valid with a hint naming what is missing, 'Envoi en cours...'
// with a spinner while sending, then a toast and a thank-you in place of the form. Nothing typed
// is lost: the draft lives in sessionStorage until it is sent, and a failed send keeps every
// field and says what to do, with a mailto: link carrying the whole enquiry.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { frenchDateTime } from '../content/dates.ts';
import { contactFailure, contactLabels, contactMessages as say, contactWords as words, PRIVACY_HREF, PROFILE_PARAM, type SendFailure } from '../content/forms.ts';
import { CONTACT_FIELDS, contactErrors, contactTemplateParams, DEFAULT_COUNTRY, parseContact, type ContactField, type ContactValues } from './_lib/contact-schema.ts';
import { SendError, sendTemplate } from './_lib/emailjs.ts';
import { addPhoneRules, checkPhone, countryOf, hasPhoneRules, setPhoneCountries, type PhoneCountry, type PhoneRules } from './_lib/phone.ts';
import { bringIntoView, toast } from './_lib/toast.ts';

export interface ContactFormProps {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The office's address and phone, offered when sending fails. */
  officeEmail: string;
  officePhone: string;
  /** Every country of the telephone's list, named in French, in the order shown. */
  countries: PhoneCountry[];
  /** The numbering rules the page carries (France, Monaco); others come from `phoneRulesUrl`. */
  phoneRules: PhoneRules;
  /** Where the rules of one calling code are: `${phoneRulesUrl}34.json`. */
  phoneRulesUrl: string;
  /** id of the heading that names the form. */
  labelledBy?: string;
  /** id of the section that /contact#<id> brings into view. */
  anchor?: string;
  /** The sentences that quote content/site.ts, built by the page (content/forms.ts contactNotes). */
  reply: string;
  thanks: string;
  privacy: string;
  /** Each profile a link may choose: [its ?profil= value, the typeClient value, what to write, the project's examples]. */
  profiles: (readonly [string, string, string, string])[];
  /** « Vous êtes »: each profile's value, sent as the spec writes it, and its text in the list (content/forms.ts clientTypeLabel). */
  choices: [string, string][];
  /** What to write when no profile is chosen. */
  hint: string;
  /** The examples in « Votre projet » while no profile is chosen. */
  examples: string;
}

/** Opening /contact#formulaire: the form comes to 100 px below the top, 100 ms after (spec §2). */
export const SCROLL_DELAY = 100;
export const SCROLL_OFFSET = 100;

/** In the order a visitor meets them: the first invalid one gets the focus. */
const FIELDS = CONTACT_FIELDS;
const EMPTY: ContactValues = { nom: '', prenom: '', email: '', pays: DEFAULT_COUNTRY, telephone: '', projet: '', budget: '', typeClient: '', message: '' };
const DRAFT_KEY = 'contact-draft';
const TRAP = 'website';

/** The labels, as the hint names the fields still to fill. */
const LABELS: Record<ContactField, string> = contactLabels;

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

/** The profile chosen by the link that opened the page: not a draft on its own (see writeDraft). */
let linked = '';

const hasContent = (values: ContactValues) => FIELDS.some((f) => f !== 'pays' && values[f].trim() !== '' && !(f === 'typeClient' && values[f] === linked));

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
  const country = countryOf(values.pays);
  const phone = checkPhone(values.telephone, values.pays);
  const line = (label: string, value: string) => `${label}\u00a0: ${value.trim() || '—'}`;
  const head = [
    line(LABELS.nom, values.nom),
    line(LABELS.prenom, values.prenom),
    line(words.mailEmail, values.email),
    line(LABELS.telephone, phone.ok && !phone.empty ? phone.international : values.telephone.trim() && `${country ? `+${country[1]} ` : ''}${values.telephone.trim()}`),
    line(words.mailProjet, values.projet),
    line('Budget', values.budget),
    line('Profil', values.typeClient),
    '',
    'Message\u00a0:',
    '',
  ].join('\n');
  const base = `mailto:${to}?subject=${encodeURIComponent(say.mailSubject)}&body=`;
  let message = values.message.trim();
  while (message && (base + encodeURIComponent(head + message)).length > 1900) message = `${message.slice(0, Math.floor(message.length * 0.8))}…`;
  return base + encodeURIComponent(head + message);
}

/** The values with a valid number in its national form, after the country it belongs to. */
function settlePhone(values: ContactValues): ContactValues {
  const phone = checkPhone(values.telephone, values.pays);
  if (!phone.ok || phone.empty || (phone.country === values.pays && phone.national === values.telephone)) return values;
  return { ...values, pays: phone.country, telephone: phone.national };
}

/** Calling codes whose rules have been asked for, so each is fetched once per page. */
const asked = new Set<string>();

export default function ContactForm({ publicKey, serviceId, templateId, officeEmail, officePhone, countries, phoneRules, phoneRulesUrl, labelledBy, anchor, reply, thanks: thanksText, privacy, profiles, choices, hint: anyHint, examples: anyExamples }: ContactFormProps) {
  // The phone module learns the list and the inline rules before anything is checked.
  useState(() => {
    setPhoneCountries(countries);
    addPhoneRules(phoneRules);
  });
  const [values, setValues] = useState(typedBeforeHydration);
  /** The fields left once (or all, after a send was attempted): only theirs show a message. */
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'sent'>('idle');
  const [failure, setFailure] = useState<SendFailure | null>(null);
  /** Bumped when a country's rules arrive: the number is checked again. */
  const [rulesLoaded, setRulesLoaded] = useState(0);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const firstSave = useRef(true);
  const focusFirst = useRef(false);

  const errors = useMemo(() => contactErrors(values), [values, rulesLoaded]);
  const sending = status === 'sending';
  const country = countryOf(values.pays) ?? countries.find((c) => c[0] === DEFAULT_COUNTRY) ?? countries[0]!;
  const shown = (field: ContactField) => (touched[field] ? errors?.[field] : undefined);
  // (The phone is optional: a number half typed is to correct, or to clear.)
  const missing = [...new Set(FIELDS.filter((f) => errors?.[f]).map((f) => (f === 'telephone' || f === 'pays' ? say.phoneOrEmpty : LABELS[f])))];

  // The rules of a country chosen, or typed as "+34 …", are fetched once; the check waits for them.
  const phone = checkPhone(values.telephone, values.pays);
  const wanted = !phone.ok && phone.problem === 'PENDING' ? phone.callingCode : hasPhoneRules(country[1]) ? undefined : country[1];
  useEffect(() => {
    if (!wanted || asked.has(wanted)) return;
    asked.add(wanted);
    fetch(`${phoneRulesUrl}${wanted}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`${phoneRulesUrl}${wanted}.json: HTTP ${response.status}`);
        return response.json() as Promise<PhoneRules>;
      })
      .then((rules) => {
        addPhoneRules(rules);
        setRulesLoaded((n) => n + 1);
        if (document.activeElement?.id !== idOf('telephone')) setValues(settlePhone);
      })
      .catch((error: unknown) => {
        asked.delete(wanted); // asked again at the next change
        console.warn('Contact form: the numbering rules could not be loaded.', error);
      });
  }, [wanted]);

  // A draft left in this tab (a reload, a visit elsewhere and back) fills the fields still empty.
  // Merged into the values as they are when the effect runs, not as they were at the first
  // render: keys typed in between (Firefox lets a few through) are kept. Then the profile the
  // link asked for (/contact?profil=investisseurs), if the visitor has not chosen one already.
  useEffect(() => {
    const draft = readDraft();
    const asked = profiles.find((p) => p[0] === new URLSearchParams(location.search).get(PROFILE_PARAM))?.[1];
    const withDraft = (current: ContactValues) => {
      const merged = { ...current };
      for (const field of FIELDS) if (draft[field] && (!merged[field] || (field === 'pays' && merged.pays === DEFAULT_COUNTRY))) merged[field] = draft[field];
      if (asked && !merged.typeClient) merged.typeClient = linked = asked;
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

  // The thank-you takes the focus from the button that has gone; a new message puts it in Nom.
  // Before the browser paints (a layout effect): never a frame with the focus on nothing.
  useLayoutEffect(() => {
    if (status === 'sent') thanks.current?.focus();
    else if (focusFirst.current) {
      focusFirst.current = false;
      document.getElementById(idOf('nom'))?.focus();
    }
  }, [status]);

  const change = (field: ContactField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  // Only a field written in speaks up once left: tabbing past an empty field says nothing, as the
  // hint beside Envoyer already lists what is still to fill.
  const leave = (field: ContactField) => values[field] && setTouched((t) => ({ ...t, [field]: true }));

  // Once left, a valid number is shown the international way, after its fixed calling code; a
  // number typed with another country's prefix moves the country choice there. Left before that
  // country's rules have arrived, it is put right when they do (see the effect above).
  const onPhoneBlur = () => {
    leave('telephone');
    setValues(settlePhone);
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
      toast({ title: say.sentTitle, description: `${say.sentText} ${reply}`, near: form.current ?? undefined });
      writeDraft(null);
      if (trap) trap.value = '';
      setValues(EMPTY);
      setTouched({});
      setFailure(null);
      setStatus('sent');
    } catch (error) {
      const kind = error instanceof SendError ? error.failure : 'server';
      toast({ title: say.failedTitle, description: contactFailure[kind], variant: 'destructive', near: form.current ?? undefined });
      setFailure(kind);
      setStatus('failed');
      bringIntoView(() => form.current?.lastElementChild);
      if (fromButton) setTimeout(() => button.current?.focus());
    } finally {
      busy.current = false;
    }
  };

  const again = () => {
    focusFirst.current = true;
    setStatus('idle');
  };

  if (status === 'sent')
    return (
      <div ref={thanks} className="form-thanks" tabIndex={-1} aria-labelledby="contact-thanks-title">
        <h3 id="contact-thanks-title">{say.thanksTitle}</h3>
        <p>{thanksText}</p>
        <button type="button" className="button" onClick={again}>
          {say.thanksAgain}
        </button>
      </div>
    );

  const control = (field: ContactField) => {
    const error = shown(field);
    return {
      id: idOf(field),
      name: field,
      value: values[field],
      onChange: change(field),
      onBlur: () => leave(field),
      className: error ? 'control is-invalid' : 'control',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorIdOf(field) : undefined,
    };
  };

  const text = { readOnly: sending };
  const hint = missing.length > 0 && !sending;
  // The profile chosen: what its message should say, and its examples of a project.
  const [, , toWrite, examples] = profiles.find((p) => p[1] === values.typeClient) ?? [, , anyHint, anyExamples];

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} tabIndex={-1}>
      <p className="form-required-note">
        {words.requiredBefore}
        <span aria-hidden="true">*</span>
        {words.requiredAfter}
      </p>
      <div className="form-grid">
        <Field field="nom" label={LABELS.nom} required error={shown('nom')}>
          <input {...control('nom')} {...text} type="text" autoComplete="family-name" required />
        </Field>
        <Field field="prenom" label={LABELS.prenom} required error={shown('prenom')}>
          <input {...control('prenom')} {...text} type="text" autoComplete="given-name" required />
        </Field>
        <Field field="email" label={LABELS.email} required error={shown('email')}>
          <input {...control('email')} {...text} type="email" inputMode="email" autoComplete="email" spellCheck={false} required />
        </Field>
        <Field field="telephone" label={LABELS.telephone} error={shown('telephone') ?? shown('pays')}>
          <div className="phone-row">
            {/* The list names each country in French; closed, it shows just the code and its
                calling code, which the number field never lets anyone type. */}
            <div className={shown('pays') ? 'control phone-country is-invalid' : 'control phone-country'}>
              <span className="phone-country-value" aria-hidden="true">
                {country[0]} +{country[1]}
              </span>
              <select
                id={idOf('pays')}
                name="pays"
                aria-label={words.country}
                value={values.pays}
                onChange={change('pays')}
                onBlur={() => leave('pays')}
                aria-invalid={shown('pays') ? true : undefined}
                aria-describedby={shown('pays') ? errorIdOf('telephone') : undefined}
              >
                {countries.map(([code, callingCode, name]) => (
                  <option key={code} value={code}>
                    {name} (+{callingCode})
                  </option>
                ))}
              </select>
            </div>
            {/* `tel`, not `tel-national` (HTML allows that one on text fields only): an autofilled
                international number is split into country and number on blur. */}
            <input {...control('telephone')} {...text} type="tel" inputMode="tel" autoComplete="tel" onBlur={onPhoneBlur} />
          </div>
        </Field>
        <Field field="projet" label={LABELS.projet} required error={shown('projet')}>
          <input {...control('projet')} {...text} type="text" placeholder={examples} required />
        </Field>
        <Field field="budget" label={LABELS.budget} error={shown('budget')}>
          <input {...control('budget')} {...text} type="text" placeholder={words.budgetPlaceholder} />
        </Field>
        <Field field="typeClient" label={LABELS.typeClient} required error={shown('typeClient')} wide>
          <select {...control('typeClient')} required>
            <option value="">{words.choose}</option>
            {choices.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field field="message" label={LABELS.message} required error={shown('message')} wide>
          <textarea {...control('message')} {...text} rows={6} required aria-describedby={shown('message') ? `${errorIdOf('message')} contact-message-note` : 'contact-message-note'} />
          <p id="contact-message-note" className="field-note">
            {toWrite}
          </p>
        </Field>
      </div>

      <div className="form-trap" aria-hidden="true">
        <label htmlFor={idOf(TRAP)}>{words.trap}</label>
        <input id={idOf(TRAP)} name={TRAP} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="form-actions">
        <button
          ref={button}
          type="submit"
          className={sending ? 'button contact-submit is-sending' : 'button contact-submit'}
          disabled={sending || errors !== null}
          aria-describedby={hint ? 'contact-hint' : undefined}
        >
          {sending && <span className="spinner" aria-hidden="true" />}
          {sending ? words.sending : words.send}
        </button>
        {hint && (
          <p id="contact-hint" className="form-hint">
            {say.missing} {missing.map((label) => label.replace(/ /g, '\u00a0')).join(', ')}.
          </p>
        )}
        <p className="form-reply">{reply}</p>
      </div>

      <p className="form-privacy">
        {privacy} <a href={PRIVACY_HREF}>{say.privacyLink}</a>
      </p>

      {status === 'failed' &&
        (failure === 'refused' ? (
          <p className="form-fallback">
            {say.refusedNote} <a href={mailtoHref(officeEmail, values)}>{officeEmail}</a>, {say.refusedOr} <a href={`tel:${officePhone.replace(/\s/g, '')}`}>{officePhone}</a>.
          </p>
        ) : (
          <p className="form-fallback">
            {say.keptNote} <a href={mailtoHref(officeEmail, values)}>{officeEmail}</a>.
          </p>
        ))}
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
          <span className="field-optional"> {words.optional}</span>
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
