// The footer's newsletter form, on every page: one e-mail field, checked on submit and then on
// every change; 'S’abonner' → 'Inscription...' while sending → a toast either way, and the
// field emptied on success only (site-spec §4, §5 and §8). A failure's toast names it; why, and
// what to do about it, is said once, under the field (announced there), where it stays once the
// toast has gone, until the address changes or is sent again.
//
// The form's method is `dialog`: outside a <dialog>, submitting it goes nowhere. Without
// JavaScript a plain form would send `GET /?email=…`, putting the address in the URL and the
// host's logs and subscribing nobody (the footer's <noscript> offers a mailto: link instead).
// So 'S’abonner' can be enabled from the start: a click before this code is there is held by the
// island runtime and replayed once it is, and answers like any other.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { newsletterFailure, newsletterMessages as say, newsletterWords as words, PRIVACY_HREF } from '../content/forms.ts';
import { EMAIL_MESSAGE, isEmail } from './_lib/email.ts';
import { SendError, sendTemplate } from './_lib/emailjs.ts';
import { newsletterTemplateParams } from './_lib/newsletter.ts';
import { bringIntoView, toast } from './_lib/toast.ts';

export interface NewsletterFormProps {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Who handles the address and why: content/forms.ts newsletterNotes, with the firm's legal name. */
  privacy: string;
}

const ID = 'newsletter-email';
const ERROR_ID = `${ID}-error`;

// Whatever was typed before the code arrived (the first focus is what loads it) is kept.
const typedBeforeHydration = () => (typeof document === 'undefined' ? '' : (document.getElementById(ID) as HTMLInputElement | null)?.value ?? '');

export default function NewsletterForm({ publicKey, serviceId, templateId, privacy }: NewsletterFormProps) {
  const [email, setEmail] = useState(typedBeforeHydration);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const busy = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const error = submitted && !isEmail(email.trim()) ? EMAIL_MESSAGE : null;
  // Under the field: what is wrong with the address, or why it was not taken.
  const note = error ?? failed;

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    setEmail(e.currentTarget.value);
    setFailed(null);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const near = e.currentTarget;
    if (busy.current) return;
    setSubmitted(true);
    setFailed(null);
    const address = email.trim();
    if (!isEmail(address)) {
      input.current?.focus();
      return;
    }
    busy.current = true;
    setSending(true);
    const fromButton = document.activeElement === button.current;
    try {
      await sendTemplate({ publicKey, serviceId }, templateId, newsletterTemplateParams(address, new Date()));
      toast({ title: say.sentTitle, description: say.sentText, near });
      setEmail('');
      setSubmitted(false);
    } catch (error) {
      // The toast names the failure; why, and what to do, is said once, under the field.
      toast({ title: say.failedTitle, variant: 'destructive', near });
      setFailed(newsletterFailure[error instanceof SendError ? error.failure : 'server']);
      bringIntoView(() => document.getElementById(ERROR_ID));
    } finally {
      busy.current = false;
      setSending(false);
      // A disabled button drops the focus: give it back to where the visitor was.
      if (fromButton) setTimeout(() => button.current?.focus());
    }
  };

  return (
    <form className="newsletter-form" method="dialog" noValidate onSubmit={onSubmit}>
      <label className="newsletter-label" htmlFor={ID}>
        {words.email}
      </label>
      <div className="newsletter-row">
        <input
          ref={input}
          id={ID}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={words.placeholder}
          required
          readOnly={sending}
          className={error ? 'newsletter-input is-invalid' : 'newsletter-input'}
          value={email}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? ERROR_ID : undefined}
        />
        <button ref={button} type="submit" className={`button button-light newsletter-submit${sending ? ' is-sending' : ''}`} disabled={sending}>
          {sending ? words.sending : words.subscribe}
        </button>
      </div>
      {note && (
        <p id={ERROR_ID} className="field-error" role={error ? undefined : 'alert'}>
          {note}
        </p>
      )}
      <p className="form-privacy">
        {privacy} <a href={PRIVACY_HREF}>{say.privacyLink}</a>
      </p>
    </form>
  );
}
