// The two forms when sending goes wrong, and the contact form's pace: a send that never answers
// is abandoned, each kind of failure says what to do, messages wait until a field is left, a
// thank-you stays in place of the form, any country's number goes out in E.164. EmailJS is never
// reached: the POST and its preflight are answered by test/helpers/emailjs.ts.
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { contactFailure, contactMessages, contactNotes, newsletterFailure, newsletterMessages, newsletterNotes, PRIVACY_HREF } from '../../content/forms.ts';
import site from '../../content/site.ts';
import { SEND_TIMEOUT } from '../../islands/_lib/emailjs.ts';
import { SCROLL_DELAY } from '../../islands/ContactForm.tsx';
import { openPage, retypeField, scrollSettled, until, type TestBrowser } from '../helpers/browser.ts';
import { emailJsMock, type EmailJsMock } from '../helpers/emailjs.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('forms - failures, pace and thanks');

const OFFICE = site.office;
const FORM = 'x-island[data-island="ContactForm"]';

const VALID = {
  nom: 'Dupont',
  prenom: 'Jean',
  email: 'jean.dupont@exemple.fr',
  projet: 'Vente d’un terrain à Menton',
  typeClient: 'UN PROPRIÉTAIRE PRIVÉ',
  message: 'Bonjour, je souhaite faire estimer un terrain de 800 m² à Garavan.',
};

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
const valueOf = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);
const lastToast = async (page: Page, region: 'status' | 'alert') =>
  (await page.$$eval(`#toasts-${region} .toast:not(.is-leaving)`, (els) => els.map((el) => [el.querySelector('.toast-title')?.textContent, el.querySelector('.toast-description')?.textContent ?? null]))).at(-1);
const closeToasts = async (page: Page) => {
  await page.$$eval('.toast-close', (els) => els.forEach((el) => (el as HTMLButtonElement).click()));
  await page.waitForFunction(() => !document.querySelector('.toast'));
};
/** Two frames: whatever the last key changed has been drawn. */
const drawn = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * The send timer, held by the test: a setTimeout of exactly SEND_TIMEOUT ms never fires on its
 * own; `window.__expire()` runs it, as if the 15 s had passed. Every other timer is untouched.
 */
async function holdSendTimer(page: Page) {
  await page.evaluateOnNewDocument((ms: number) => {
    const w = window as unknown as { __held: (() => void)[]; __expire: () => number };
    w.__held = [];
    const real = window.setTimeout.bind(window);
    window.setTimeout = ((fn: TimerHandler, delay?: number, ...rest: unknown[]) => {
      if (delay !== ms || typeof fn !== 'function') return real(fn, delay, ...rest);
      w.__held.push(fn as () => void);
      return real(() => undefined, 2 ** 31 - 1);
    }) as typeof window.setTimeout;
    w.__expire = () => w.__held.splice(0).map((fn) => fn()).length;
  }, SEND_TIMEOUT);
}

async function openForm(browser: TestBrowser, origin: string, mock: EmailJsMock, options: { width?: number; timer?: boolean } = {}) {
  const opened = await openPage(browser.browser, origin, { width: options.width ?? 1280, height: 800, intercept: mock.intercept });
  if (options.timer) await holdSendTimer(opened.page);
  await opened.page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
  await opened.page.waitForSelector(`${FORM}[data-hydrated]`);
  await scrollSettled(opened.page, SCROLL_DELAY); // the form's own move to its anchor
  return opened;
}

/** A click mid-screen: at the top, the sticky header (or at the bottom, a toast) would take it. */
async function tap(page: Page, selector: string) {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click(selector);
}

const retype = retypeField;

async function fill(page: Page, values: Partial<typeof VALID> & { telephone?: string }) {
  for (const [field, value] of Object.entries(values)) {
    if (field === 'typeClient') await page.select('#contact-typeClient', value);
    else await retype(page, `#contact-${field}`, value);
  }
}

const allValues = (page: Page) =>
  page.$$eval('.contact-form [name]:not([name="website"])', (els) => Object.fromEntries(els.map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value])));

/**
 * Sends the form and waits for the thank-you; if it does not come, the failure says what the form
 * shows instead (its errors, its toasts, its button, whether EmailJS was asked), not only that a
 * selector is missing.
 */
async function sendAndThank(page: Page, mock: EmailJsMock) {
  const postsBefore = mock.posts.length;
  await tap(page, '.contact-submit');
  const shown = await page.waitForSelector('.form-thanks', { timeout: 20_000 }).then(() => true, () => false);
  if (shown) return;
  const state = await page.evaluate(() => ({
    errors: [...document.querySelectorAll('.field-error')].map((el) => el.textContent),
    toasts: [...document.querySelectorAll('.toast')].map((el) => el.textContent),
    button: document.querySelector('.contact-submit')?.outerHTML.slice(0, 160),
    fallback: document.querySelector('.form-fallback')?.textContent,
  }));
  assert.unreachable(`no thank-you after 20 s; EmailJS asked ${mock.posts.length - postsBefore} time(s); the form shows ${JSON.stringify(state)}`);
}

const sendable = (page: Page) => page.waitForFunction(() => !(document.querySelector('.contact-submit') as HTMLButtonElement | null)?.disabled);

// ------------------------------------------------------------------------------ contact form

test('contact form - a send unanswered after 15 s is abandoned: the error toast, every field kept, Envoyer back', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page, errors } = await openForm(browser, origin, mock, { timer: true });
  await fill(page, VALID);
  const typed = await allValues(page);
  await sendable(page);
  const release = mock.hold();
  await tap(page, '.contact-submit');
  await until(() => mock.posts.length === 1, 'the POST to reach EmailJS');
  await page.waitForFunction(() => document.querySelector('.contact-submit')?.textContent === 'Envoi en cours...');
  assert.is(await page.evaluate(() => (window as unknown as { __expire: () => number }).__expire()), 1, 'one send timer, of SEND_TIMEOUT ms');

  await page.waitForSelector('#toasts-alert .toast');
  assert.equal(await lastToast(page, 'alert'), [contactMessages.failedTitle, contactFailure.timeout]);
  assert.match(contactFailure.timeout, /réessayez/);
  assert.equal(await allValues(page), typed, 'every field kept');
  assert.is(await text(page, '.contact-submit'), 'Envoyer');
  assert.not.ok(await page.$eval('.contact-submit', (el) => (el as HTMLButtonElement).disabled), 'Envoyer can be pressed again');
  assert.not.ok(await page.$eval('#contact-nom', (el) => (el as HTMLInputElement).readOnly), 'the fields can be edited again');

  // The answer that comes after all changes nothing: no success claimed for an abandoned send.
  release();
  await page.waitForNetworkIdle({ idleTime: 300 });
  await drawn(page);
  assert.is(await page.$('#toasts-status .toast'), null, 'no success toast for the abandoned send');
  assert.equal(await allValues(page), typed);
  assert.equal(errors, []);
  await page.close();
});

test('contact form - a network failure and a 500 say to try again; a 429 says to wait a minute', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, mock, { width: 375 });
  await fill(page, VALID);
  const typed = await allValues(page);
  const cases = [
    ['network-error', contactFailure.network],
    [500, contactFailure.server],
    [503, contactFailure.server],
    [429, contactFailure.busy],
  ] as const;
  for (const [answer, message] of cases) {
    mock.answer = answer;
    await sendable(page);
    await tap(page, '.contact-submit');
    await page.waitForSelector('#toasts-alert .toast');
    assert.equal(await lastToast(page, 'alert'), [contactMessages.failedTitle, message], String(answer));
    assert.equal(await allValues(page), typed, `${answer}: every field kept`);
    await closeToasts(page);
  }
  assert.match(contactFailure.network, /réessayez/);
  assert.match(contactFailure.server, /réessayez/);
  assert.match(contactFailure.busy, /^[A-Z].*trop de demandes.*réessayez dans une minute\.$/);
  await page.close();
});

for (const status of [400, 403] as const) {
  test(`contact form - a ${status} cannot be fixed by retrying: the office’s address with the message ready to send, its phone, every field kept`, async ({ browser, origin }) => {
    const mock = emailJsMock();
    mock.answer = status;
    const { page } = await openForm(browser, origin, mock, { width: 375 });
    await fill(page, { ...VALID, telephone: '06 12 34 56 78' });
    await tap(page, '#contact-projet'); // the number takes its international form once left
    const typed = await allValues(page);
    await sendable(page);
    await tap(page, '.contact-submit');
    await page.waitForSelector('#toasts-alert .toast');
    assert.equal(await lastToast(page, 'alert'), [contactMessages.failedTitle, contactFailure.refused]);
    assert.equal(await allValues(page), typed, 'every field kept');

    const note = await page.$eval('.form-fallback', (el) => ({
      text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      mail: [...el.querySelectorAll('a[href^="mailto:"]')].map((a) => [(a as HTMLAnchorElement).href, a.textContent]),
      tel: [...el.querySelectorAll('a[href^="tel:"]')].map((a) => [(a as HTMLAnchorElement).getAttribute('href'), a.textContent]),
      shown: el.getBoundingClientRect().height > 0,
    }));
    assert.ok(note.shown, 'the note shows');
    assert.ok(note.text.startsWith(contactMessages.refusedNote.replace(/\s+/g, ' ')), note.text);
    assert.is(note.mail.length, 1);
    const [href, label] = note.mail[0]!;
    assert.is(label, OFFICE.email);
    const url = new URL(href!);
    assert.is(decodeURIComponent(url.pathname), OFFICE.email);
    assert.is(url.searchParams.get('subject'), contactMessages.mailSubject);
    const body = url.searchParams.get('body') ?? '';
    for (const line of ['Nom\u00a0: Dupont', 'Prénom\u00a0: Jean', `E-mail\u00a0: ${VALID.email}`, 'Téléphone\u00a0: +33 6 12 34 56 78', `Projet\u00a0: ${VALID.projet}`, `Profil\u00a0: ${VALID.typeClient}`, VALID.message])
      assert.ok(body.includes(line), `the e-mail holds "${line}"`);
    assert.equal(note.tel, [[`tel:${OFFICE.phone.replace(/\s/g, '')}`, OFFICE.phone]]);
    assert.is(mock.posts.length, 1);
    await page.close();
  });
}

test('contact form - a message shows once a field written in is left, then follows every change; not on the first key, nor for a field only passed through', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, mock);
  // Passing through an empty field says nothing: the hint beside Envoyer lists what is missing.
  await tap(page, '#contact-nom');
  await tap(page, '#contact-prenom');
  await drawn(page);
  assert.is(await page.$('#contact-nom-error'), null, 'Nom, passed through empty, stays quiet');
  await tap(page, '#contact-nom');
  await page.keyboard.type('D');
  await drawn(page);
  assert.is(await valueOf(page, '#contact-nom'), 'D', 'the letter went into Nom');
  assert.is(await page.$('#contact-nom-error'), null, 'no message while the first letters are typed');
  assert.is(await page.$eval('#contact-nom', (el) => el.getAttribute('aria-invalid')), null);

  await tap(page, '#contact-prenom'); // leaves Nom
  assert.is(await page.evaluate(() => document.activeElement?.id), 'contact-prenom', 'Prénom took the focus');
  await page.waitForSelector('#contact-nom-error');
  assert.is(await text(page, '#contact-nom-error'), 'Le nom doit contenir au moins 2 caractères');

  // Left once, the field is checked on every change, back in it too.
  await tap(page, '#contact-nom');
  await page.keyboard.type('u');
  await page.waitForFunction(() => !document.getElementById('contact-nom-error'));
  await page.keyboard.press('Backspace');
  await page.waitForSelector('#contact-nom-error');

  // A field not yet left stays quiet, even with others shown.
  await tap(page, '#contact-email');
  await page.keyboard.type('jean@');
  await drawn(page);
  assert.is(await page.$('#contact-email-error'), null);
  await page.close();
});

test('contact form - beside the disabled Envoyer, the hint names the fields still to fill, and says a half-typed phone may be cleared', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, mock);
  const hint = () => text(page, '.form-hint');
  const spaced = (s: string) => s.replace(/\s+/g, ' ');
  assert.is(await hint(), spaced(`${contactMessages.missing} Nom, Prénom, Adresse e-mail, Votre projet, Vous êtes, Message.`));
  assert.is(await page.$eval('.contact-submit', (el) => el.getAttribute('aria-describedby')), await page.$eval('.form-hint', (el) => el.id), 'the button points to its hint');
  await fill(page, { nom: 'Dupont', prenom: 'Jean', email: 'jean@' });
  await page.waitForFunction((m) => document.querySelector('.form-hint')?.textContent?.replace(/\s+/g, ' ').trim() === m, {}, spaced(`${contactMessages.missing} Adresse e-mail, Votre projet, Vous êtes, Message.`));
  await fill(page, { email: VALID.email, projet: VALID.projet, typeClient: VALID.typeClient, message: VALID.message, telephone: '06' });
  await page.waitForFunction((m) => document.querySelector('.form-hint')?.textContent?.replace(/\s+/g, ' ').trim() === m, {}, spaced(`${contactMessages.missing} ${contactMessages.phoneOrEmpty}.`));
  await fill(page, { telephone: '' });
  await page.waitForFunction(() => !document.querySelector('.form-hint'));
  await sendable(page);
  await page.close();
});

test('contact form - once sent, a thank-you with the response time replaces the form until a new message is started', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page, errors } = await openForm(browser, origin, mock, { width: 375 });
  await fill(page, VALID);
  await sendable(page);
  await tap(page, '.contact-submit');
  await page.waitForSelector('.form-thanks');
  assert.equal(await lastToast(page, 'status'), [contactMessages.sentTitle, `${contactMessages.sentText} ${contactNotes.reply(OFFICE.replyTime)}`]);
  assert.is(await page.$('.contact-form'), null, 'the form gives way to the thank-you');
  assert.is(await text(page, '.form-thanks h3'), contactMessages.thanksTitle);
  assert.ok((await text(page, '.form-thanks')).includes(contactNotes.thanks(OFFICE.replyTime).replace(/\s+/g, ' ')));
  assert.is(await page.evaluate(() => document.activeElement?.closest('.form-thanks') !== null), true, 'the focus moves to the thank-you');

  // The toast goes, the thank-you stays.
  await closeToasts(page);
  await drawn(page);
  assert.ok(await page.$('.form-thanks'), 'still thanked once the toast is gone');

  await tap(page, '.form-thanks button');
  await page.waitForSelector('.contact-form');
  assert.is(await page.$('.form-thanks'), null);
  assert.equal(await allValues(page), { nom: '', prenom: '', email: '', pays: 'FR', telephone: '', projet: '', budget: '', typeClient: '', message: '' });
  assert.is(await page.$('.field-error'), null, 'a fresh form shows no errors');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'contact-nom', 'ready to type');
  assert.equal(errors, []);
  await page.close();
});

test('contact form - under Envoyer, who handles the data and why, with a link to the privacy page', async ({ browser, origin }) => {
  const { page } = await openForm(browser, origin, emailJsMock(), { width: 375 });
  const notice = await page.$eval('.contact-form .form-privacy', (el) => ({
    text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
    href: el.querySelector('a')?.getAttribute('href'),
    below: el.getBoundingClientRect().top >= document.querySelector('.contact-submit')!.getBoundingClientRect().bottom,
  }));
  assert.ok(notice.text.startsWith(contactNotes.privacy(site.legalName)), notice.text);
  assert.ok(notice.text.endsWith(contactMessages.privacyLink), notice.text);
  assert.is(notice.href, PRIVACY_HREF);
  assert.ok(notice.below, 'under the button');
  await page.close();
});

test('contact form - a Spanish and an Emirati mobile number are accepted, shown the international way and sent in E.164', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, mock);
  // Every country the phone library knows, named in French, Monaco and France first.
  const options = await page.$$eval('#contact-pays option', (els) => els.map((el) => [(el as HTMLOptionElement).value, el.textContent]));
  assert.ok(options.length > 200, `${options.length} countries`);
  assert.equal(options.slice(0, 2), [['MC', 'Monaco (+377)'], ['FR', 'France (+33)']]);
  for (const name of ['Espagne (+34)', 'Émirats arabes unis (+971)', 'Pays-Bas (+31)', 'Italie (+39)', 'États-Unis (+1)']) assert.ok(options.some(([, t]) => t === name), name);

  // Spain, chosen by its name in the list, then the national number.
  // (A list's type-to-find forgets the letters after a pause: on a busy machine the four keys may
  // arrive too far apart, so the search starts again after that pause.)
  for (let tries = 0; ; tries++) {
    await page.focus('#contact-pays');
    await page.keyboard.type('Espa');
    const found = await page
      .waitForFunction(() => (document.getElementById('contact-pays') as HTMLSelectElement).value === 'ES', { timeout: 3000 })
      .then(() => true, () => false);
    if (found) break;
    assert.ok(tries < 3, 'typing « Espa » in the country list never chose Espagne');
    await new Promise((r) => setTimeout(r, 1500));
  }
  await fill(page, { telephone: '612 34 56 78' });
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => (document.getElementById('contact-telephone') as HTMLInputElement).value === '612 34 56 78');
  assert.is(await text(page, '.phone-country-value'), 'ES +34');
  assert.is(await page.$('#contact-telephone-error'), null);
  await fill(page, VALID);
  await sendable(page);
  await sendAndThank(page, mock);
  assert.is(mock.posts.at(-1)?.template_params.telephone, '+34612345678');

  // The Emirates, typed with the calling code while France is chosen: the country follows.
  await closeToasts(page); // the toast may lie over the button
  await tap(page, '.form-thanks button');
  await page.waitForSelector('.contact-form');
  await fill(page, { ...VALID, telephone: '+971 50 123 4567' });
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => (document.getElementById('contact-pays') as HTMLSelectElement).value === 'AE');
  assert.is(await valueOf(page, '#contact-telephone'), '50 123 4567');
  assert.is(await text(page, '.phone-country-value'), 'AE +971');
  await sendable(page);
  await sendAndThank(page, mock);
  assert.is(mock.posts.at(-1)?.template_params.telephone, '+971501234567');
  await page.close();
});

test('contact form - a number left before its country’s rules arrive moves the country when they do', async ({ browser, origin }) => {
  // On a slow line, the visitor types "+971 …" and leaves the field before /telephone/971.json
  // has come back: the country and the national form must follow when it does.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const mock = emailJsMock();
  const { page } = await openPage(browser.browser, origin, {
    width: 1280,
    height: 800,
    intercept: mock.intercept,
    local: async (request) => {
      if (request.url().includes('/telephone/971.json')) await held;
      return false;
    },
  });
  await page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
  await page.waitForSelector(`${FORM}[data-hydrated]`);
  await fill(page, { telephone: '+971 50 123 4567' });
  await page.keyboard.press('Tab');
  await drawn(page);
  assert.is(await valueOf(page, '#contact-pays'), 'FR', 'the country waits for the rules');
  release();
  await page.waitForFunction(() => (document.getElementById('contact-pays') as HTMLSelectElement).value === 'AE', { timeout: 5000 });
  assert.is(await valueOf(page, '#contact-telephone'), '50 123 4567');
  assert.is(await text(page, '.phone-country-value'), 'AE +971');
  assert.is(await page.$('#contact-telephone-error'), null);
  await page.close();
});

test('on a phone, what a failed send leaves under the contact form and the newsletter ends above the call bar', async ({ browser, origin }) => {
  const mock = emailJsMock();
  mock.answer = 500;
  const { page } = await openForm(browser, origin, mock, { width: 375 });
  await fill(page, VALID);
  await sendable(page);
  /** The button pressed where a thumb meets it: just above the bar, the page under it. */
  const pressAboveBar = async (selector: string) => {
    await page.$eval(selector, (el) => {
      const bar = document.querySelector('.call-bar')!.getBoundingClientRect();
      window.scrollBy({ top: el.getBoundingClientRect().bottom - (bar.top - 8), behavior: 'instant' });
    });
    await page.click(selector);
  };
  const clearOfBar = (selector: string) =>
    page.$eval(selector, (el) => {
      const bar = document.querySelector('.call-bar')!.getBoundingClientRect();
      return { bottom: Math.round(el.getBoundingClientRect().bottom), bar: Math.round(bar.top) };
    });
  await pressAboveBar('.contact-submit');
  await page.waitForSelector('.form-fallback');
  await drawn(page);
  await scrollSettled(page);
  let at = await clearOfBar('.form-fallback');
  assert.ok(at.bottom <= at.bar, `the contact form's note ends at ${at.bottom}, under the call bar from ${at.bar}`);
  await closeToasts(page);
  await page.$eval('#newsletter-email', (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click('#newsletter-email');
  await page.keyboard.type('jean@exemple.fr');
  await page.waitForSelector('x-island[data-island="NewsletterForm"][data-hydrated]');
  await pressAboveBar('.newsletter-submit');
  await page.waitForSelector('#newsletter-email-error');
  await drawn(page);
  await scrollSettled(page);
  at = await clearOfBar('#newsletter-email-error');
  assert.ok(at.bottom <= at.bar, `the newsletter's line ends at ${at.bottom}, under the call bar from ${at.bar}`);
  await page.close();
});

test('on a phone, the toast of a failed send covers neither the note it leaves under the form, nor Envoyer, nor the header and its menu', async ({ browser, origin }) => {
  const mock = emailJsMock();
  mock.answer = 500;
  const { page } = await openForm(browser, origin, mock, { width: 375 });
  await fill(page, VALID);
  await sendable(page);
  // Pressed in the middle of the screen: the note then appears under it, scrolled up to the foot
  // of the screen, where the toasts are.
  await page.$eval('.contact-submit', (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click('.contact-submit');
  await page.waitForSelector('.form-fallback');
  await page.waitForSelector('.toast-destructive');
  await drawn(page);
  await scrollSettled(page);
  const covered = await page.evaluate(() => {
    const toast = document.querySelector('.toast-destructive')!.getBoundingClientRect();
    return ['.form-fallback', '.contact-submit', '.site-header'].filter((s) => {
      const r = document.querySelector(s)!.getBoundingClientRect();
      return toast.top < r.bottom && r.top < toast.bottom;
    });
  });
  assert.equal(covered, [], `the failure toast covers ${covered.join(' and ')}`);
  await page.close();
});

// -------------------------------------------------------------------------------- newsletter

test('newsletter - each failure says what to do, and the address is kept', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: mock.intercept });
  await page.goto(origin + '/', { waitUntil: 'networkidle0' });
  await tap(page, '#newsletter-email');
  await page.keyboard.type('jean@exemple.fr');
  await page.waitForFunction(() => !(document.querySelector('.newsletter-submit') as HTMLButtonElement).disabled);
  const cases = [
    ['network-error', newsletterFailure.network],
    [500, newsletterFailure.server],
    [429, newsletterFailure.busy],
    [400, newsletterFailure.refused],
    [403, newsletterFailure.refused],
  ] as const;
  for (const [answer, message] of cases) {
    mock.answer = answer;
    await page.waitForFunction(() => document.querySelector('.newsletter-submit')?.textContent === 'S’abonner');
    await tap(page, '.newsletter-submit');
    await page.waitForSelector('#toasts-alert .toast');
    // The toast names the failure; the cause is said once, under the field.
    assert.equal(await lastToast(page, 'alert'), [newsletterMessages.failedTitle, null], String(answer));
    assert.is(await valueOf(page, '#newsletter-email'), 'jean@exemple.fr', `${answer}: the address is kept`);
    await closeToasts(page);
    // Once the toast is gone, the form still says why the address was not taken, and the field
    // points a screen reader to it.
    assert.is(await page.$eval('#newsletter-email-error', (p) => p.textContent), message, `${answer}: said under the field`);
    assert.is(await page.$eval('#newsletter-email', (i) => i.getAttribute('aria-describedby')), 'newsletter-email-error');
  }
  // The line goes with the next change to the address, and comes back on no success.
  await page.focus('#newsletter-email');
  await page.keyboard.press('End');
  await page.keyboard.type('x');
  assert.is(await page.$('#newsletter-email-error'), null, 'gone once the address changes');
  mock.answer = 200;
  await tap(page, '.newsletter-submit');
  await page.waitForSelector('#toasts-status .toast');
  assert.is(await page.$('#newsletter-email-error'), null, 'none after a success');
  await page.close();
});

test('newsletter - a send unanswered after 15 s is abandoned: the error toast, the address kept, S’abonner back', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: mock.intercept });
  await holdSendTimer(page);
  await page.goto(origin + '/', { waitUntil: 'networkidle0' });
  await tap(page, '#newsletter-email');
  await page.keyboard.type('jean@exemple.fr');
  await page.waitForFunction(() => !(document.querySelector('.newsletter-submit') as HTMLButtonElement).disabled);
  const release = mock.hold();
  await page.keyboard.press('Enter');
  await until(() => mock.posts.length === 1, 'the POST to reach EmailJS');
  await page.waitForFunction(() => document.querySelector('.newsletter-submit')?.textContent === 'Inscription...');
  assert.is(await page.evaluate(() => (window as unknown as { __expire: () => number }).__expire()), 1);
  await page.waitForSelector('#toasts-alert .toast');
  assert.equal(await lastToast(page, 'alert'), [newsletterMessages.failedTitle, null]);
  assert.is(await page.$eval('#newsletter-email-error', (p) => p.textContent), newsletterFailure.timeout);
  assert.is(await valueOf(page, '#newsletter-email'), 'jean@exemple.fr');
  await page.waitForFunction(() => document.querySelector('.newsletter-submit')?.textContent === 'S’abonner');
  release();
  await page.waitForNetworkIdle({ idleTime: 300 });
  await drawn(page);
  assert.is(await page.$('#toasts-status .toast'), null, 'no success claimed for the abandoned send');
  await page.close();
});

test('newsletter - under S’abonner, who handles the address and why, with a link to the privacy page', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 800, javaScript: false });
  await page.goto(origin + '/');
  const notice = await page.$eval('.newsletter-form .form-privacy', (el) => ({
    text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
    href: el.querySelector('a')?.getAttribute('href'),
    below: el.getBoundingClientRect().top >= document.querySelector('.newsletter-submit')!.getBoundingClientRect().bottom,
  }));
  assert.ok(notice.text.startsWith(newsletterNotes.privacy(site.legalName)), notice.text);
  assert.is(notice.href, PRIVACY_HREF);
  assert.ok(notice.below, 'under the button');
  await page.close();
});

test.run();
