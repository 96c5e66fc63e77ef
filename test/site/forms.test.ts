// The footer newsletter, the contact form and the toasts, by mouse and by keyboard, at the widths
// of WIDGET_WIDTHS (375 and 1280 px in Chromium, one of them in Firefox and WebKit). EmailJS is never reached: every call to api.emailjs.com (the POST and
// its CORS preflight) is answered here, and its JSON body checked field by field.
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { contactFailure, contactMessages, newsletterFailure } from '../../content/forms.ts';
import site from '../../content/site.ts';
import { cannot, engine, NOSCRIPT_REASON, openPage, retypeField, scrollSettled, WIDGET_WIDTHS, type TestBrowser } from '../helpers/browser.ts';
import { emailJsMock, type EmailJsMock } from '../helpers/emailjs.ts';
import { browserSuite } from '../helpers/suites.ts';

const setup = (name: string) => browserSuite(name);

const OFFICE = site.office.email;
const FRENCH_DATE = /^(1er|[1-9]|[12]\d|3[01]) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à [0-2]\d:[0-5]\d$/;
const RED = 'rgb(179, 38, 30)'; // --danger
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
const valueOf = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);
const toasts = (page: Page, region: 'status' | 'alert') =>
  page.$$eval(`#toasts-${region} .toast:not(.is-leaving)`, (els) => els.map((el) => [el.querySelector('.toast-title')?.textContent, el.querySelector('.toast-description')?.textContent ?? null]));

/** The newsletter's code has run (the field's first focus fetches it): Enter in the field now sends. */
const newsletterReady = (page: Page) => page.waitForSelector('x-island[data-island="NewsletterForm"][data-hydrated]');
/** The home page's newsletter sent by keyboard, the page's EmailJS stand-in failing it: its error toast shows. */
async function failedSignUp(page: Page, origin: string) {
  await page.goto(origin + '/', { waitUntil: 'networkidle0' });
  await page.click('#newsletter-email');
  await page.keyboard.type('jean@exemple.fr');
  await newsletterReady(page);
  await page.keyboard.press('Enter');
  await page.waitForSelector('#toasts-alert .toast');
}

/** Empties a field the way a person would, then types. */
const retype = retypeField;

/**
 * Records, in the page, every timer with the delay it was set for and what became of it (fired or
 * cleared), the delay of the timer running now (`__running`), and the delays of the timers whose
 * run took a toast away (`__toastEnds`). Delays, not clock readings: a loaded machine may run a
 * timer late, but never with another delay.
 */
async function recordTimers(page: Page) {
  await page.evaluateOnNewDocument(`
    window.__timers = [];
    window.__toastEnds = [];
    const setTimer = window.setTimeout.bind(window);
    const clearTimer = window.clearTimeout.bind(window);
    const live = () => document.querySelectorAll('.toast:not(.is-leaving)').length;
    window.setTimeout = (fn, delay, ...rest) => {
      const timer = { delay, state: 'pending' };
      window.__timers.push(timer);
      timer.id = setTimer(() => {
        timer.state = 'fired';
        const before = live();
        window.__running = delay;
        try { if (typeof fn === 'function') fn(...rest); } finally { window.__running = undefined; }
        if (live() < before) window.__toastEnds.push(delay);
      }, delay);
      return timer.id;
    };
    window.clearTimeout = (id) => {
      const timer = window.__timers.find((t) => t.id === id && t.state === 'pending');
      if (timer) timer.state = 'cleared';
      clearTimer(id);
    };
  `);
}
type Timer = { delay: number; state: 'pending' | 'fired' | 'cleared' };
const timers = (page: Page) => page.evaluate(() => (window as unknown as { __timers: Timer[] }).__timers.map(({ delay, state }) => ({ delay, state })));
const toastEnds = (page: Page) => page.evaluate(() => (window as unknown as { __toastEnds: number[] }).__toastEnds);
const forgetToastEnds = (page: Page) => page.evaluate(() => void ((window as unknown as { __toastEnds: number[] }).__toastEnds = []));

// ------------------------------------------------------------------------------------ toasts

const toastsSuite = setup('toasts');

toastsSuite('toasts - every page has an empty polite status region and an alert region', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { javaScript: false });
  for (const route of ['/', '/contact', '/actualites', '/qui-sommes-nous']) {
    await page.goto(origin + route);
    assert.equal(
      await page.$eval('#toasts-status', (el) => [el.getAttribute('role'), el.getAttribute('aria-live'), el.children.length]),
      ['status', 'polite', 0],
      route,
    );
    assert.equal(await page.$eval('#toasts-alert', (el) => [el.getAttribute('role'), el.children.length]), ['alert', 0], route);
  }
  await page.close();
});

toastsSuite('toasts - never more than three on screen, each gone after 5 s, the close button at once', async ({ browser, origin }) => {
  const mock = emailJsMock();
  mock.answer = 'network-error';
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: mock.intercept });
  await recordTimers(page);
  await page.goto(origin + '/', { waitUntil: 'networkidle0' });
  await page.click('#newsletter-email');
  await page.keyboard.type('jean@exemple.fr');
  await newsletterReady(page);
  const seen: number[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.querySelectorAll('#toasts-alert .toast').length >= Math.min(n, 3) && !document.querySelector('.newsletter-submit')!.hasAttribute('disabled'), {}, i + 1);
    seen.push((await toasts(page, 'alert')).length);
  }
  assert.equal(seen, [1, 2, 3, 3]);
  // The toast names the failure; its cause is said once, under the field (not twice, word for word).
  assert.equal(await toasts(page, 'alert'), Array(3).fill(['Erreur d’inscription', null]));
  assert.is(await page.$eval('#newsletter-email-error', (p) => p.textContent), newsletterFailure.network);

  // The close button takes its toast away at once. The pointer on the newest toast stops its
  // clock first: the others may run out meanwhile (5 s, on a busy machine), this one can only
  // go by its button.
  await page.hover('#toasts-alert .toast:last-child .toast-title');
  await page.$eval('#toasts-alert .toast:last-child', (el) => el.setAttribute('data-picked', ''));
  await page.click('#toasts-alert .toast[data-picked] .toast-close');
  await page.waitForFunction(() => !document.querySelector('#toasts-alert .toast[data-picked]:not(.is-leaving)'));
  await page.mouse.move(0, 0);

  // A fresh one lives 5 s.
  await page.$$eval('.toast-close', (els) => els.forEach((el) => (el as HTMLButtonElement).click()));
  await page.waitForFunction(() => document.querySelectorAll('.toast').length === 0);
  await forgetToastEnds(page);
  await page.focus('#newsletter-email');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#toasts-alert .toast');
  await page.waitForFunction(() => document.querySelectorAll('.toast').length === 0, { timeout: 8000 });
  // What took it away: its own timer, set for 5000 ms (TOAST_DURATION), not anything sooner.
  assert.equal(await toastEnds(page), [5000]);
  await page.close();
});

toastsSuite('toasts - the clock stops while the pointer rests on a toast', async ({ browser, origin }) => {
  const mock = emailJsMock();
  mock.answer = 'network-error';
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: mock.intercept });
  await recordTimers(page);
  await failedSignUp(page, origin);
  const fiveSeconds = async () => (await timers(page)).filter((t) => t.delay === 5000).map((t) => t.state);
  assert.equal(await fiveSeconds(), ['pending'], 'the toast’s 5 s');
  // On the toast: its clock is stopped, not merely running out later.
  await page.hover('#toasts-alert .toast .toast-title');
  await page.waitForFunction(() => (window as unknown as { __timers: Timer[] }).__timers.every((t) => t.delay !== 5000 || t.state === 'cleared'), { timeout: 2000 });
  assert.equal(await fiveSeconds(), ['cleared']);
  assert.is((await toasts(page, 'alert')).length, 1, 'gone while hovered');
  // Off it: a new timer for what was left of the 5 s takes it away.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.querySelectorAll('.toast').length === 0, { timeout: 8000 });
  const [rest, ...more] = await toastEnds(page);
  assert.equal(more, []);
  assert.ok(rest! > 0 && rest! <= 5000, `taken away by a ${rest} ms timer: not the rest of its 5 s`);
  assert.equal(await fiveSeconds(), ['cleared'], 'the first 5 s ran out after all');
  await page.close();
});

toastsSuite('toasts - closed from the keyboard, a toast hands the focus back to where the keyboard came from', async ({ browser, origin }) => {
  const mock = emailJsMock();
  mock.answer = 'network-error';
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: mock.intercept });
  await failedSignUp(page, origin);
  // From the field, straight to the toast's close button (as Tab would, wherever the toasts sit).
  await page.focus('#newsletter-email');
  await page.focus('#toasts-alert .toast .toast-close');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('#toasts-alert .toast:not(.is-leaving)'));
  assert.is(await page.evaluate(() => document.activeElement?.id), 'newsletter-email', 'the focus was dropped on the page');
  await page.close();
});

toastsSuite.run();

// -------------------------------------------------------------------------------- newsletter

const news = setup('newsletter');

news('newsletter - on every page, hydrated on interaction only; no page runs more than the island runtime before one', async ({ result }) => {
  for (const p of result.pages.filter((p) => p.output.endsWith('.html'))) {
    assert.ok(p.islands.includes('NewsletterForm:interaction'), `${p.route}: ${p.islands.join(' ')}`);
    // The one island that starts on its own is the Étoiles hero film's button (the film itself
    // waits for consent); it ships its own few hundred bytes and no framework, so the page stays
    // within the 2 KB budget.
    const eager = p.islands.filter((island) => /:(load|idle)$/.test(island));
    assert.ok(eager.every((island) => island === 'HeroVideo:load'), `${p.route} runs ${eager.join(' ')} before any interaction`);
    assert.ok(p.jsInitialGzip <= 2 * 1024, `${p.route}: ${p.jsInitialGzip} B before interaction`);
    assert.ok(p.jsAllGzip <= 30 * 1024, `${p.route}: ${p.jsAllGzip} B with every island`);
  }
});

for (const width of WIDGET_WIDTHS) {
  news(`newsletter - ${width} px: S’abonner, and no form code until the visitor comes to it`, async ({ browser, origin }) => {
    const { page, requests } = await openPage(browser.browser, origin, { width, height: 800 });
    await page.goto(origin + '/', { waitUntil: 'networkidle0' });
    assert.is(await text(page, '.newsletter-submit'), 'S’abonner');
    assert.is(await text(page, 'label[for="newsletter-email"]'), 'Votre adresse e-mail');
    assert.is(await page.$eval('#newsletter-email', (el) => el.getAttribute('type')), 'email');
    assert.not.ok(requests.some((u) => /NewsletterForm-/.test(u)), 'the newsletter code loaded before any interaction');
    const box = await page.$eval('.newsletter-submit', (el) => el.getBoundingClientRect().height);
    assert.ok(box >= 44, `tap target ${box}px`);
    // An ordinary address shows whole as it is typed (review 6: « jean.martin@orange.f… » at 375 px).
    await page.type('#newsletter-email', 'marie-claire.durand@orange.fr');
    const [scroll, client] = await page.$eval('#newsletter-email', (el) => [el.scrollWidth, el.clientWidth] as const);
    assert.ok(scroll <= client, `the address is cut: ${scroll} px of text in ${client} px`);
    await page.close();
  });
}

news('newsletter - S’abonner clicked first, before the form’s code is there: the message under the field, nothing sent', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page, requests } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: mock.intercept });
  await page.goto(origin + '/', { waitUntil: 'networkidle0' });
  assert.not.ok(requests.some((u) => /NewsletterForm-/.test(u)), 'the code was there before the click');
  await page.click('.newsletter-submit');
  await page.waitForSelector('#newsletter-email-error');
  assert.is(await text(page, '#newsletter-email-error'), 'Veuillez entrer une adresse email valide');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'newsletter-email', 'the field to fill has the focus');
  assert.is(page.url(), origin + '/', 'the click left the page');
  assert.is(mock.posts.length, 0);
  await page.close();
});

news('newsletter - a bad address is refused on submit with the message and a red ring, then checked on every change', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: mock.intercept });
  await page.goto(origin + '/', { waitUntil: 'networkidle0' });
  await page.click('#newsletter-email');
  await page.keyboard.type('jean');
  await page.waitForSelector('x-island[data-island="NewsletterForm"][data-hydrated]');
  await newsletterReady(page);
  assert.is(await page.$('#newsletter-email-error'), null, 'no message before the first submit');

  await page.keyboard.press('Enter');
  await page.waitForSelector('#newsletter-email-error');
  assert.is(await text(page, '#newsletter-email-error'), 'Veuillez entrer une adresse email valide');
  assert.equal(await page.$eval('#newsletter-email', (el) => [el.getAttribute('aria-invalid'), el.getAttribute('aria-describedby')]), ['true', 'newsletter-email-error']);
  const ring = await page.$eval('#newsletter-email', (el) => getComputedStyle(el).boxShadow);
  assert.match(ring, /rgb\(255, 180, 171\)/, `red ring: ${ring}`);
  assert.is(await page.evaluate(() => document.activeElement?.id), 'newsletter-email', 'focus stays on the field');
  assert.is(mock.posts.length, 0);

  await page.keyboard.type('@exemple.fr');
  await page.waitForFunction(() => !document.getElementById('newsletter-email-error'));
  assert.is(await page.$eval('#newsletter-email', (el) => el.getAttribute('aria-invalid')), null);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.waitForSelector('#newsletter-email-error'); // "jean@exemple" fails at once
  assert.is(mock.posts.length, 0);
  await page.close();
});

for (const width of WIDGET_WIDTHS) {
  news(`newsletter - ${width} px, keyboard only: Inscription... while sending, the success toast, an empty field and exactly the spec’s payload`, async ({ browser, origin }) => {
    const mock = emailJsMock();
    const { page, errors } = await openPage(browser.browser, origin, { width, height: 800, intercept: mock.intercept });
    await page.goto(origin + '/', { waitUntil: 'networkidle0' });
    await page.$eval('.site-footer a[href="/actualites#articles"]', (el) => (el as HTMLElement).focus());
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'newsletter-email');
    await page.keyboard.type(' jean.dupont@exemple.fr ');
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.className), 'button button-light newsletter-submit');
    // The form at the foot of the screen, where the toasts usually show, once the smooth scroll
    // the focus started has ended: still running, it would carry the form on to mid-screen.
    await scrollSettled(page);
    await page.$eval('.newsletter-form', (el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    const release = mock.hold();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.newsletter-submit')!.textContent === 'Inscription...');
    assert.ok(await page.$eval('.newsletter-submit', (el) => (el as HTMLButtonElement).disabled), 'disabled while sending');
    release();
    await page.waitForSelector('#toasts-status .toast');
    assert.equal(await toasts(page, 'status'), [['Inscription réussie\u00a0!', 'Vous êtes maintenant abonné à notre newsletter.']]);
    // The toast does not cover the form it answers, and shows whole.
    const box = (selector: string) => page.$eval(selector, (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const [shown, form] = [await box('#toasts-status .toast'), await box('.newsletter-form')];
    assert.ok(shown!.bottom <= form!.top || form!.bottom <= shown!.top, `the toast (${shown!.top}-${shown!.bottom}) covers the form (${form!.top}-${form!.bottom})`);
    assert.ok(shown!.top >= 0 && shown!.bottom <= 800, `the toast (${shown!.top}-${shown!.bottom}) leaves the screen`);
    assert.is(await valueOf(page, '#newsletter-email'), '', 'reset on success');
    assert.is(await text(page, '.newsletter-submit'), 'S’abonner');
    assert.not.ok(await page.$eval('.newsletter-submit', (el) => (el as HTMLButtonElement).disabled));

    assert.is(mock.posts.length, 1);
    if (!cannot(['firefox'], 'the CORS preflight is answered', 'its BiDi driver does not hand preflight requests to the interceptor (the POST that follows shows the page was let through)'))
      assert.ok(mock.preflights >= 1, 'the CORS preflight was answered');
    const [post] = mock.posts;
    assert.equal(Object.keys(post!), ['lib_version', 'user_id', 'service_id', 'template_id', 'template_params']);
    assert.is(post!.lib_version, '4.4.1');
    assert.is(post!.user_id, site.emailjs.publicKey);
    assert.is(post!.service_id, site.emailjs.serviceId);
    assert.is(post!.template_id, site.emailjs.newsletterTemplateId);
    const { dateInscription, ...rest } = post!.template_params;
    assert.equal(Object.keys(post!.template_params), ['email', 'dateInscription', 'source', 'ipAddress']);
    assert.equal(rest, { email: 'jean.dupont@exemple.fr', source: 'Pied de page du site web', ipAddress: 'Non disponible' });
    assert.match(dateInscription!, FRENCH_DATE);
    assert.equal(errors, []);
    await page.close();
  });
}

news('newsletter - 400, 429 and a network error each show the error toast that says what to do, and keep the address', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: mock.intercept });
  await page.goto(origin + '/', { waitUntil: 'networkidle0' });
  await page.click('#newsletter-email');
  await page.keyboard.type('jean@exemple.fr');
  await newsletterReady(page);
  for (const answer of [400, 429, 'network-error'] as const) {
    mock.answer = answer;
    const before = mock.posts.length;
    await page.click('.newsletter-submit');
    await page.waitForFunction(() => document.querySelector('#toasts-alert .toast'));
    assert.is(mock.posts.length, before + 1, `${answer}: one POST`);
    const kind = answer === 400 ? 'refused' : answer === 429 ? 'busy' : 'network';
    assert.equal((await toasts(page, 'alert')).at(-1), ['Erreur d’inscription', null], String(answer));
    assert.is(await page.$eval('#newsletter-email-error', (p) => p.textContent), newsletterFailure[kind], String(answer));
    assert.is(await valueOf(page, '#newsletter-email'), 'jean@exemple.fr', `${answer}: the address is kept`);
    await page.waitForFunction(() => document.querySelector('.newsletter-submit')!.textContent === 'S’abonner');
    await page.$$eval('.toast-close', (els) => els.forEach((el) => (el as HTMLButtonElement).click()));
    await page.waitForFunction(() => !document.querySelector('.toast'));
  }
  await page.close();
});

news('newsletter - what is typed before the code arrives is kept and sent', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: mock.intercept });
  await page.goto(origin + '/contact', { waitUntil: 'networkidle0' });
  await page.focus('#newsletter-email');
  await page.keyboard.type('marie@exemple.fr');
  await page.waitForSelector('x-island[data-island="NewsletterForm"][data-hydrated]');
  await newsletterReady(page);
  assert.is(await valueOf(page, '#newsletter-email'), 'marie@exemple.fr');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#toasts-status .toast');
  assert.is(mock.posts[0]?.template_params.email, 'marie@exemple.fr');
  await page.close();
});

news('newsletter - without JavaScript the form shows with a mailto: link to subscribe', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { javaScript: false });
  await page.goto(origin + '/');
  assert.is(await text(page, '.newsletter-submit'), 'S’abonner');
  if (!cannot(['firefox', 'webkit'], 'newsletter: the <noscript> mailto: link', NOSCRIPT_REASON)) {
    const link = await page.$eval('.newsletter-noscript a', (el) => [(el as HTMLAnchorElement).href, el.getBoundingClientRect().width > 0]);
    assert.match(link[0] as string, new RegExp(`^mailto:${OFFICE}\\?subject=`));
    assert.ok(link[1], 'the fallback link is visible');
  }
  await page.close();
});

news.run();

// ------------------------------------------------------------------------------ contact form

const contact = setup('contact form');

const FORM = 'x-island[data-island="ContactForm"]';
const hydrated = (page: Page) => page.waitForSelector(`${FORM}[data-hydrated]`);

const VALID = {
  nom: 'Dupont',
  prenom: 'Jean',
  email: 'jean.dupont@exemple.fr',
  telephone: '06 12 34 56 78',
  projet: 'Vente d’un terrain à Menton',
  budget: '',
  typeClient: 'UN PROPRIÉTAIRE PRIVÉ',
  message: 'Bonjour, je souhaite faire estimer un terrain de 800 m² 😀 <b>constructible</b>.',
};

async function openForm(browser: TestBrowser, origin: string, width: number, mock?: EmailJsMock) {
  const opened = await openPage(browser.browser, origin, { width, height: 800, ...(mock ? { intercept: mock.intercept } : {}) });
  await opened.page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
  await hydrated(opened.page);
  return opened;
}

async function fill(page: Page, values: Partial<typeof VALID>) {
  for (const [field, value] of Object.entries(values)) {
    if (field === 'typeClient') await page.select('#contact-typeClient', value);
    else await retype(page, `#contact-${field}`, value);
  }
}

/**
 * Sends the form as a visitor does, once Envoyer is enabled, and waits for "Message envoyé".
 * When it does not come, says why: the button still disabled (with the values and the errors
 * shown) or an alert in its place (with its text), rather than a bare timeout.
 */
async function send(page: Page) {
  try {
    await page.waitForSelector('.contact-submit:not([disabled])', { timeout: 10_000 });
  } catch {
    const errors = await page.$$eval('.contact-form [id$="-error"]', (els) => els.map((el) => el.textContent).filter(Boolean));
    throw new Error(`Envoyer stayed disabled: ${JSON.stringify(await allValues(page))}, errors shown: ${JSON.stringify(errors)}`);
  }
  await page.click('.contact-submit');
  const toast = await page.waitForSelector('#toasts-status .toast, #toasts-alert .toast');
  const alert = await toast!.evaluate((el) => (el.closest('#toasts-alert') ? el.textContent : null));
  if (alert !== null) throw new Error(`an alert instead of "Message envoyé": ${alert}`);
}

const allValues = (page: Page) =>
  page.$$eval('.contact-form [name]:not([name="website"])', (els) => Object.fromEntries(els.map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value])));

contact('contact form - the page places it in view only: no form code runs before the visitor scrolls to it', async ({ browser, origin, result }) => {
  const page = result.pages.find((p) => p.route === '/contact')!;
  assert.ok(page.islands.includes('ContactForm:visible'), page.islands.join(' '));
  assert.ok(page.jsAllGzip <= 30 * 1024, `/contact: ${page.jsAllGzip} B with every island`);
  const { page: tab, requests } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await tab.goto(`${origin}/contact`, { waitUntil: 'networkidle0' });
  assert.not.ok(requests.some((u) => /ContactForm-/.test(u)), 'loaded at the top of the page');
  await tab.$eval('#formulaire', (el) => el.scrollIntoView());
  await hydrated(tab);
  await tab.close();
});

for (const width of WIDGET_WIDTHS) {
  contact(`contact form - ${width} px: eight fields, asterisks on the six required ones, the profile list and a disabled Envoyer`, async ({ browser, origin }) => {
    const { page, errors } = await openForm(browser, origin, width);
    const labels = await page.$$eval('.contact-form .field-label', (els) => els.map((el) => [el.getAttribute('for'), el.textContent!.replace(/\s+/g, ' ').trim()]));
    assert.equal(labels, [
      ['contact-nom', 'Nom *'],
      ['contact-prenom', 'Prénom *'],
      ['contact-email', 'Adresse e-mail *'],
      ['contact-telephone', 'Téléphone (facultatif)'],
      ['contact-projet', 'Votre projet *'],
      ['contact-budget', 'Budget (facultatif)'],
      ['contact-typeClient', 'Vous êtes *'],
      ['contact-message', 'Message *'],
    ]);
    const required = await page.$$eval('.contact-form [required]', (els) => els.map((el) => el.id));
    assert.equal(required, ['contact-nom', 'contact-prenom', 'contact-email', 'contact-projet', 'contact-typeClient', 'contact-message']);
    assert.ok(await page.$$eval('.field-required', (els) => els.every((el) => el.getAttribute('aria-hidden') === 'true')), 'the star is for the eye; `required` tells the rest');
    assert.is(await page.$eval('#contact-email', (el) => el.getAttribute('type')), 'email');
    assert.is(await page.$eval('#contact-telephone', (el) => el.getAttribute('type')), 'tel');
    assert.equal(await page.$$eval('#contact-typeClient option', (els) => els.map((el) => [(el as HTMLOptionElement).value, el.textContent])), [
      // The spec's values are sent as it writes them; the list shows them in French case, the
      // landowners first (the audience pages' order).
      ['', 'Sélectionnez votre profil'],
      ['UN PROPRIÉTAIRE PRIVÉ', 'Un propriétaire privé'],
      ['UNE INSTITUTION OU UNE COLLECTIVITÉ', 'Une institution ou une collectivité'],
      ['UN PROFESSIONNEL DE L’IMMOBILIER', 'Un professionnel de l’immobilier'],
      ['UN INVESTISSEUR', 'Un investisseur'],
    ]);
    // The calling code: France by default, chosen from a list, never typed.
    assert.is(await valueOf(page, '#contact-pays'), 'FR');
    assert.is(await text(page, '.phone-country-value'), 'FR +33');
    const countries = await page.$$eval('#contact-pays option', (els) => els.map((el) => el.textContent));
    for (const c of ['France (+33)', 'Monaco (+377)', 'Italie (+39)', 'Suisse (+41)', 'Belgique (+32)', 'Luxembourg (+352)', 'Royaume-Uni (+44)', 'Allemagne (+49)', 'États-Unis (+1)']) assert.ok(countries.includes(c), c);
    assert.is(await text(page, '.contact-submit'), 'Envoyer');
    assert.ok(await page.$eval('.contact-submit', (el) => (el as HTMLButtonElement).disabled), 'disabled until valid');
    // Nothing overflows the card, and the controls are easy to hit.
    const widths = await page.$eval('.form-card', (card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll('input:not([name="website"]), select, textarea, button, .phone-country-value')].map((el) => {
        const r = el.getBoundingClientRect();
        return { id: el.id || el.className, inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5, tall: r.height >= 44 };
      });
    });
    for (const w of widths) assert.ok(w.inside && w.tall, `${w.id}: ${JSON.stringify(w)}`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no horizontal scroll');
    assert.equal(errors, []);
    await page.close();
  });
}

contact('contact form - each rule shows its French message in red under the field with a red border, once the field is left', async ({ browser, origin }) => {
  const { page } = await openForm(browser, origin, 1280);
  const cases: [string, string, string][] = [
    ['nom', 'D', 'Le nom doit contenir au moins 2 caractères'],
    ['nom', '   ', 'Le nom doit contenir au moins 2 caractères'],
    ['prenom', 'J', 'Le prénom doit contenir au moins 2 caractères'],
    ['email', 'jean@exemple', 'Veuillez entrer une adresse email valide'],
    ['projet', 'ab', 'Veuillez décrire votre projet'],
    ['message', 'court', 'Le message doit contenir au moins 10 caractères'],
    ['telephone', 'abc', 'Veuillez entrer un numéro de téléphone valide, en chiffres'],
    ['telephone', '06', 'Ce numéro de téléphone est trop court'],
    ['telephone', '0612345678901234567', 'Ce numéro de téléphone est trop long'],
    ['telephone', '+999 123 456', 'Cet indicatif n’est pas proposé\u00a0: choisissez le pays dans la liste'],
    ['telephone', '+33 0 12 34 56 78', 'Ce numéro de téléphone n’est pas valide pour le pays choisi'],
  ];
  for (const [field, value, message] of cases) {
    await retype(page, `#contact-${field}`, value);
    await page.$eval(`#contact-${field}`, (el) => (el as HTMLElement).blur());
    const error = `#contact-${field}-error`;
    await page.waitForFunction((sel, m) => document.querySelector(sel)?.textContent === m, { timeout: 2000 }, error, message);
    // The border colour eases in.
    await page.waitForFunction((sel, red) => getComputedStyle(document.querySelector(sel)!).borderTopColor === red, { timeout: 2000 }, `#contact-${field}`, RED).catch(() => undefined);
    const seen = await page.$eval(`#contact-${field}`, (input, sel) => {
      const err = document.querySelector(sel)!;
      return {
        invalid: input.getAttribute('aria-invalid'),
        describedBy: input.getAttribute('aria-describedby'),
        border: getComputedStyle(input).borderTopColor,
        color: getComputedStyle(err).color,
        below: err.getBoundingClientRect().top >= input.getBoundingClientRect().bottom - 1,
      };
    }, error);
    // The message also points to the hint under it, of what to write for the profile chosen.
    const describedBy = field === 'message' ? 'contact-message-error contact-message-note' : `contact-${field}-error`;
    assert.equal(seen, { invalid: 'true', describedBy, border: RED, color: RED, below: true }, `${field} ${JSON.stringify(value)}`);
  }
  // The profile: chosen, then going back to the empty option; left empty, it is one of the fields
  // the hint beside Envoyer lists, without a message of its own (nothing written in it).
  await page.select('#contact-typeClient', 'UN INVESTISSEUR');
  await page.select('#contact-typeClient', '');
  await page.focus('#contact-typeClient');
  await page.$eval('#contact-typeClient', (el) => (el as HTMLElement).blur());
  await page.waitForFunction(() => /Vous\u00a0êtes/.test(document.querySelector('.form-hint')?.textContent ?? ''));
  assert.is(await page.$('#contact-typeClient-error'), null);
  // Fixing a field takes its message away at once.
  await retype(page, '#contact-nom', 'Dupont');
  await page.waitForFunction(() => !document.getElementById('contact-nom-error'));
  assert.is(await page.$eval('#contact-nom', (el) => el.getAttribute('aria-invalid')), null);
  // An optional field emptied is fine again.
  await retype(page, '#contact-telephone', '');
  await page.waitForFunction(() => !document.getElementById('contact-telephone-error'));
  assert.ok(await page.$eval('.contact-submit', (el) => (el as HTMLButtonElement).disabled), 'still disabled: the form is not valid');
  await page.close();
});

contact('contact form - the number takes the international form once left, and its own prefix moves the country', async ({ browser, origin }) => {
  const { page } = await openForm(browser, origin, 375);
  await retype(page, '#contact-telephone', '0612345678');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => (document.getElementById('contact-telephone') as HTMLInputElement).value === '6 12 34 56 78');
  assert.is(await text(page, '.phone-country-value'), 'FR +33');
  await retype(page, '#contact-telephone', '+39 06 1234 5678');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => (document.getElementById('contact-pays') as HTMLSelectElement).value === 'IT');
  assert.is(await valueOf(page, '#contact-telephone'), '06 1234 5678');
  assert.is(await text(page, '.phone-country-value'), 'IT +39');
  // Another country, by keyboard: a Monaco number is wrong for France, right for Monaco.
  await page.select('#contact-pays', 'FR');
  await retype(page, '#contact-telephone', '93 15 20 00');
  await page.focus('#contact-pays');
  await page.waitForSelector('#contact-telephone-error');
  await page.keyboard.type('Monaco');
  await page.waitForFunction(() => (document.getElementById('contact-pays') as HTMLSelectElement).value === 'MC');
  await page.waitForFunction(() => !document.getElementById('contact-telephone-error'));
  assert.is(await text(page, '.phone-country-value'), 'MC +377');
  await page.close();
});

for (const width of WIDGET_WIDTHS) {
  contact(`contact form - ${width} px, keyboard only: sends exactly the spec’s parameters, spinner and Envoi en cours..., then the toast and an empty form`, async ({ browser, origin }) => {
    const mock = emailJsMock();
    const { page, errors } = await openForm(browser, origin, width, mock);
    await page.focus('#contact-nom');
    const type = async (value: string) => {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    };
    await type(VALID.nom);
    await type(VALID.prenom);
    await type(VALID.email);
    await page.keyboard.press('Tab'); // the country: France stays
    await type('0612345678');
    await type(VALID.projet);
    await page.keyboard.press('Tab'); // no budget
    // The profile, by its first letters; in WebKit a space opens the list (as in Safari), so
    // there the arrow keys walk down to it.
    if (engine === 'webkit') for (let i = 0; i < 8 && (await valueOf(page, '#contact-typeClient')) !== 'UN PROPRIÉTAIRE PRIVÉ'; i++) await page.keyboard.press('ArrowDown');
    else await page.keyboard.type('UN PROP');
    await page.keyboard.press('Tab');
    await page.keyboard.type(VALID.message);
    assert.is(await valueOf(page, '#contact-typeClient'), 'UN PROPRIÉTAIRE PRIVÉ');
    await page.waitForFunction(() => !(document.querySelector('.contact-submit') as HTMLButtonElement).disabled);
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.classList.contains('contact-submit')), true, 'Tab reaches Envoyer (the trap is out of the way)');

    const release = mock.hold();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.contact-submit')!.textContent === 'Envoi en cours...');
    assert.ok(await page.$eval('.contact-submit', (el) => (el as HTMLButtonElement).disabled), 'disabled while sending');
    assert.ok(await page.$('.contact-submit .spinner'), 'a spinner while sending');
    release();
    await page.waitForSelector('#toasts-status .toast');
    assert.equal(await toasts(page, 'status'), [
      ['Message envoyé\u00a0!', `Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais. Réponse ${site.office.replyTime}.`],
    ]);
    // The thank-you takes the focus (an effect, a moment after it shows: a Tab before that would
    // start from the page, not from it).
    await page.waitForFunction(() => document.activeElement?.classList.contains('form-thanks'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // « Écrire un nouveau message »
    await page.waitForSelector('.contact-form');
    assert.equal(await allValues(page), { nom: '', prenom: '', email: '', pays: 'FR', telephone: '', projet: '', budget: '', typeClient: '', message: '' });
    assert.is(await text(page, '.contact-submit'), 'Envoyer');
    assert.ok(await page.$eval('.contact-submit', (el) => (el as HTMLButtonElement).disabled));
    assert.is(await page.$('.field-error'), null, 'a fresh form shows no errors');
    assert.is(await page.evaluate(() => sessionStorage.getItem('contact-draft')), null, 'the draft is gone once sent');

    assert.is(mock.posts.length, 1);
    if (!cannot(['firefox'], 'the CORS preflight is answered', 'its BiDi driver does not hand preflight requests to the interceptor (the POST that follows shows the page was let through)'))
      assert.ok(mock.preflights >= 1, 'the CORS preflight was answered');
    const post = mock.posts[0]!;
    assert.equal(Object.keys(post), ['lib_version', 'user_id', 'service_id', 'template_id', 'template_params']);
    assert.equal([post.lib_version, post.user_id, post.service_id, post.template_id], ['4.4.1', site.emailjs.publicKey, site.emailjs.serviceId, site.emailjs.contactTemplateId]);
    const { dateEnvoi, ...params } = post.template_params;
    assert.equal(Object.keys(post.template_params), ['nom', 'prenom', 'email', 'telephone', 'projet', 'budget', 'typeClient', 'message', 'dateEnvoi']);
    assert.equal(params, { ...VALID, telephone: '+33612345678', budget: 'Non renseigné' });
    assert.match(dateEnvoi!, FRENCH_DATE);
    assert.equal(errors, []);
    await page.close();
  });
}

contact('contact form - a double click sends once', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, 1280, mock);
  await fill(page, VALID);
  await page.waitForFunction(() => !(document.querySelector('.contact-submit') as HTMLButtonElement).disabled);
  const release = mock.hold();
  await page.click('.contact-submit', { count: 2 });
  await page.click('.contact-submit').catch(() => undefined);
  await sleep(300);
  release();
  await page.waitForSelector('#toasts-status .toast');
  await sleep(300);
  assert.is(mock.posts.length, 1);
  await page.close();
});

contact('contact form - keeps what was typed when sending fails, whatever the failure, says what to do and offers a mailto: link', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, 375, mock);
  await fill(page, { ...VALID, budget: '500 000 €' });
  const typed = await allValues(page);
  for (const answer of [400, 403, 429, 451, 500, 'network-error', 'offline'] as const) {
    if (answer === 'offline') await page.setOfflineMode(true);
    else mock.answer = answer;
    await page.waitForFunction(() => !(document.querySelector('.contact-submit') as HTMLButtonElement).disabled);
    await page.click('.contact-submit');
    await page.waitForSelector('#toasts-alert .toast');
    const kind = answer === 429 ? 'busy' : answer === 500 ? 'server' : typeof answer === 'number' ? 'refused' : 'network';
    assert.equal((await toasts(page, 'alert')).at(-1), [contactMessages.failedTitle, contactFailure[kind]], String(answer));
    assert.equal(await allValues(page), typed, `${answer}: every field kept`);
    const link = await page.$eval('.form-fallback a[href^="mailto:"]', (el) => ({ href: (el as HTMLAnchorElement).href, visible: el.getBoundingClientRect().height > 0, text: el.textContent }));
    assert.ok(link.visible, `${answer}: the mailto: link shows`);
    assert.is(link.text, OFFICE);
    assert.match(link.href, new RegExp(`^mailto:${OFFICE}\\?subject=`));
    assert.match(decodeURIComponent(link.href), /Nom\u00a0: Dupont/);
    assert.ok(decodeURIComponent(link.href).includes(VALID.message), 'the message goes into the e-mail');
    assert.is(await text(page, '.contact-submit'), 'Envoyer');
    assert.ok(await page.evaluate(() => sessionStorage.getItem('contact-draft')), `${answer}: the draft is kept`);
    await page.$$eval('.toast-close', (els) => els.forEach((el) => (el as HTMLButtonElement).click()));
    await page.waitForFunction(() => !document.querySelector('.toast'));
  }
  await page.setOfflineMode(false);
  assert.is(mock.posts.length, 6, 'one POST per online try, none offline');
  // Back online, the same form goes through.
  mock.answer = 200;
  await send(page);
  await page.waitForSelector('.form-thanks');
  assert.is(await page.$('.form-fallback'), null, 'the fallback note goes once sent');
  await page.close();
});

contact('contact form - a robot filling the hidden field is told it worked and nothing is sent', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, 1280, mock);
  const trap = await page.$eval('#contact-website', (el) => ({
    tab: el.getAttribute('tabindex'),
    hidden: el.closest('[aria-hidden="true"]') !== null,
    offscreen: el.getBoundingClientRect().right < 0,
    autocomplete: el.getAttribute('autocomplete'),
  }));
  assert.equal(trap, { tab: '-1', hidden: true, offscreen: true, autocomplete: 'off' });
  await fill(page, VALID);
  await page.$eval('#contact-website', (el) => ((el as HTMLInputElement).value = 'https://spam.example'));
  await send(page);
  assert.equal((await toasts(page, 'status'))[0], ['Message envoyé\u00a0!', `Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais. Réponse ${site.office.replyTime}.`]);
  await sleep(300);
  assert.is(mock.posts.length, 0, 'no POST');
  assert.is(mock.preflights, 0);
  assert.ok(await page.$('.form-thanks'), 'thanked like a person');
  await page.close();
});

contact('contact form - a draft survives a reload and a later visit, until it is sent', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, 1280, mock);
  await fill(page, { nom: 'Dupont', email: 'jean@exemple', message: 'Un terrain à vendre à Garavan.' });
  await page.reload({ waitUntil: 'networkidle0' });
  await hydrated(page);
  await page.waitForFunction(() => (document.getElementById('contact-message') as HTMLTextAreaElement).value !== '');
  assert.equal(await allValues(page), { nom: 'Dupont', prenom: '', email: 'jean@exemple', pays: 'FR', telephone: '', projet: '', budget: '', typeClient: '', message: 'Un terrain à vendre à Garavan.' });
  assert.is(await text(page, '#contact-email-error'), 'Veuillez entrer une adresse email valide', 'a restored field is checked again');

  // A new visit in the same tab (no browser form restoration): the draft comes from sessionStorage.
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
  await hydrated(page);
  await page.waitForFunction(() => (document.getElementById('contact-nom') as HTMLInputElement).value === 'Dupont');
  assert.is(await valueOf(page, '#contact-message'), 'Un terrain à vendre à Garavan.');

  await fill(page, { prenom: VALID.prenom, email: VALID.email, projet: VALID.projet, typeClient: VALID.typeClient });
  await send(page);
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
  await hydrated(page);
  await sleep(200);
  assert.is(await valueOf(page, '#contact-nom'), '', 'sent: no draft any more');
  await page.close();
});

contact('contact form - the first focus before the code arrives loses nothing typed', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await page.goto(`${origin}/contact`, { waitUntil: 'networkidle0' });
  await page.$eval('#contact-message', (el) => (el.scrollIntoView(), (el as HTMLElement).focus()));
  await page.keyboard.type('Bonjour, un terrain à Menton.');
  await hydrated(page);
  await sleep(100);
  assert.is(await valueOf(page, '#contact-message'), 'Bonjour, un terrain à Menton.');
  await page.close();
});

for (const width of WIDGET_WIDTHS) {
  contact(`contact form - ${width} px: /contact#formulaire brings the form 100 px below the top, smoothly, 100 ms after it is ready`, async ({ browser, origin }) => {
    const { page } = await openPage(browser.browser, origin, { width, height: 800 });
    await recordTimers(page);
    await page.evaluateOnNewDocument(() => {
      // Each call with the delay of the timer that made it; 'ready' and 'scroll' in their order.
      const w = window as unknown as { calls: unknown[]; events: string[]; __running?: number };
      w.calls = [];
      w.events = [];
      const original = window.scrollTo.bind(window);
      window.scrollTo = ((options: ScrollToOptions) => {
        w.calls.push({ ...options, timer: w.__running });
        w.events.push('scroll');
        original(options);
      }) as typeof window.scrollTo;
      new MutationObserver(() => {
        if (!w.events.includes('ready') && document.querySelector('x-island[data-island="ContactForm"][data-hydrated]')) w.events.push('ready');
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
    // A bound, not a measure (the 100 ms is read from the timer itself, below): ample for a loaded machine.
    await page.waitForFunction(() => (window as unknown as { calls: unknown[] }).calls.length > 0, { timeout: 15_000 });
    await sleep(800); // the smooth scroll settles
    const { calls, events } = await page.evaluate(() => {
      const w = window as unknown as { calls: { top: number; behavior: string; timer?: number }[]; events: string[] };
      return { calls: w.calls, events: w.events };
    });
    assert.is(calls.length, 1);
    assert.is(calls[0]!.behavior, 'smooth');
    // Once the form is ready, by a timer set for 100 ms (SCROLL_DELAY): delays, not the clock.
    assert.equal(events, ['ready', 'scroll']);
    assert.is(calls[0]!.timer, 100, 'not scrolled by a 100 ms timer');
    const top = await page.$eval('#formulaire', (el) => el.getBoundingClientRect().top);
    assert.ok(Math.abs(top - 100) <= 2, `form at ${top}px from the top`);
    await page.close();
  });
}

contact('contact form - with reduced motion the spinner stands still and the form is not scrolled smoothly', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800, intercept: mock.intercept, reducedMotion: true });
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { behaviors: string[] };
    w.behaviors = [];
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((options: ScrollToOptions) => {
      w.behaviors.push(String(options.behavior));
      original(options);
    }) as typeof window.scrollTo;
  });
  await page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
  await hydrated(page);
  await page.waitForFunction(() => (window as unknown as { behaviors: string[] }).behaviors.length > 0);
  assert.equal(await page.evaluate(() => (window as unknown as { behaviors: string[] }).behaviors), ['instant']);
  await fill(page, VALID);
  const release = mock.hold();
  await page.click('.contact-submit');
  await page.waitForSelector('.contact-submit .spinner');
  assert.is(await page.$eval('.spinner', (el) => getComputedStyle(el).animationName), 'none');
  release();
  await page.waitForSelector('#toasts-status .toast');
  await page.close();
});

contact('contact form - without JavaScript the form shows, with the note and a mailto: link', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740, javaScript: false });
  await page.goto(`${origin}/contact#formulaire`);
  assert.ok(await page.$eval('#contact-nom', (el) => el.getBoundingClientRect().height > 0), 'the form shows');
  assert.ok(await page.$eval('.contact-submit', (el) => (el as HTMLButtonElement).disabled), 'it cannot send');
  if (!cannot(['firefox', 'webkit'], 'contact form: the <noscript> note and mailto: link', NOSCRIPT_REASON)) {
    assert.match(await text(page, '.form-noscript p'), /^Le formulaire nécessite JavaScript/);
    assert.match(await page.$eval('.form-noscript a', (el) => (el as HTMLAnchorElement).href), new RegExp(`^mailto:${OFFICE}`));
    assert.ok(await page.$eval('.form-noscript a', (el) => el.getBoundingClientRect().height > 0), 'the link shows');
  }
  await page.close();
});

contact('contact form - 375 px: each profile of « Vous êtes » shows whole in its select, none cut by an ellipsis', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 800 });
  await page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const cut = await page.$eval('#contact-typeClient', (el) => {
    const select = el as HTMLSelectElement;
    const style = getComputedStyle(select);
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return [...select.options].filter((o) => o.value).map((o) => [o.text, Math.ceil(context.measureText(o.text).width), Math.floor(room)] as const).filter(([, width, space]) => width > space);
  });
  assert.equal(cut, [], 'text wider than its select (px)');
  await page.close();
});

contact('contact form - and the newsletter: Preact hydrates the server markup without changing it', async ({ browser, origin }) => {
  const html = async (javaScript: boolean) => {
    const { page, errors } = await openPage(browser.browser, origin, { width: 1280, height: 800, javaScript });
    await page.goto(`${origin}/contact#formulaire`, { waitUntil: 'networkidle0' });
    if (javaScript) {
      await hydrated(page);
      await page.focus('#newsletter-email');
      await page.waitForSelector('x-island[data-island="NewsletterForm"][data-hydrated]');
      await sleep(200);
    }
    const markup = await page.$$eval('x-island[data-island="ContactForm"], x-island[data-island="NewsletterForm"]', (els) => els.map((el) => el.innerHTML));
    await page.close();
    return { markup, errors };
  };
  const server = await html(false);
  const client = await html(true);
  assert.equal(client.markup, server.markup);
  assert.equal(client.errors, []);
});

contact.run();
