// The landowner's path to the form, in a browser: every call to action of an audience page (and
// 'Soumettre un bien' on the home page) opens /contact with that profile chosen and a hint of what
// to write, without overwriting a profile chosen earlier; one reply time in the form, the toast
// and the thank-you; the call bar phones get (there, tappable, covering nothing) and the office
// number in the mobile menu. EmailJS is never reached (test/helpers/emailjs.ts answers it).
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer';
import { contactMessages } from '../../content/forms.ts';
import site from '../../content/site.ts';
import { cannot, engine, openPage, scrollSettled, type TestBrowser } from '../helpers/browser.ts';
import { emailJsMock, type EmailJsMock } from '../helpers/emailjs.ts';
import { browserSuite } from '../helpers/suites.ts';

const test = browserSuite('landowner path');

const FORM = 'x-island[data-island="ContactForm"]';
const SELECT = '#contact-typeClient';
const BAR = '.call-bar a';
// As the page reads, white space made plain (the field holds a no-break space).
const REPLY = site.office.replyTime.replace(/\s+/g, ' ');
/** The office number as a French visitor dials it: "+33 4 65 71 20 40" -> "04 65 71 20 40". */
const NATIONAL = site.office.phone.replace(/^\+33\s*/, '0');
const lucasMobile = site.people.find((p) => p.slug === 'lucas-morel')!.mobile.replace(/\s/g, '');

/** What each profile is asked to say, as a person reads the hint under the message. */
const PROFILES = {
  landowner: { value: 'UN PROPRIÉTAIRE PRIVÉ', hint: [/commune/i, /surface/i, /cadastr|parcelle/i, /envisagez/i], project: /vente|division/i },
  institution: { value: 'UNE INSTITUTION OU UNE COLLECTIVITÉ', hint: [/commune/i, /étude/i, /site/i, /calendrier/i], project: /PLU|aménagement/ },
  professional: { value: 'UN PROFESSIONNEL DE L’IMMOBILIER', hint: [/zone/i, /surface/i, /programme/i], project: /terrain|programme/i },
  investor: { value: 'UN INVESTISSEUR', hint: [/montant/i, /horizon/i, /opération/i], project: /promotion|portage/i },
} as const;
type Profile = keyof typeof PROFILES;

const PAGES: [route: string, profile: Profile][] = [
  ['/acteurs/proprietaires-prives', 'landowner'],
  ['/acteurs/institutions-collectivites', 'institution'],
  ['/acteurs/professionnels-immobilier', 'professional'],
  ['/acteurs/investisseurs', 'investor'],
  ['/', 'landowner'],
];

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
const selected = (page: Page) => page.$eval(SELECT, (el) => (el as HTMLSelectElement).value);
/** The text the message field points to (aria-describedby): what a screen reader reads with it. */
const messageHint = (page: Page) =>
  page.$eval('#contact-message', (el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
const hydrated = (page: Page) => page.waitForSelector(`${FORM}[data-hydrated]`);

function assertHint(hint: string, profile: Profile, where: string) {
  for (const word of PROFILES[profile].hint) assert.match(hint, word, `${where}: the hint "${hint}" does not ask for ${word}`);
}

/** The page's links to /contact inside <main>, as a visitor sees them (text and address). */
const contactLinks = (page: Page) =>
  page.$$eval('main a[href^="/contact"]', (els) => els.map((el) => ({ text: (el.textContent ?? '').trim(), href: el.getAttribute('href')! })));

/** Follows the index-th link to /contact of <main> by clicking it, as a visitor does. */
async function follow(page: Page, index: number) {
  const links = await page.$$('main a[href^="/contact"]');
  await links[index]!.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await Promise.all([page.waitForNavigation(), links[index]!.click()]);
  await hydrated(page);
}

// ------------------------------------------------------------------ the profile a link chooses

// Which profile each page's links choose is in their addresses, the same markup in every engine:
// Chromium follows the links of all five pages; Firefox and WebKit those of two pages with two
// profiles, for the way the form reads the address it is opened with.
const FOLLOWED = engine === 'chromium' ? PAGES : PAGES.filter(([route]) => route === '/acteurs/proprietaires-prives' || route === '/acteurs/investisseurs');

for (const [route, profile] of FOLLOWED) {
  test(`${route}: every call to action opens /contact with ${PROFILES[profile].value} chosen and what to write for it`, async ({ browser, origin }) => {
    const { page, errors } = await openPage(browser.browser, origin, { width: 375, height: 740 });
    await page.goto(origin + route);
    const links = await contactLinks(page);
    assert.ok(links.length >= 1, `${route} has no link to /contact`);
    if (route === '/') assert.ok(links.some((l) => l.text === 'Soumettre un bien'), 'the home page offers “Soumettre un bien”');
    // Links to the same address lead to the same form: each address is followed once.
    const first = links.map((l, i) => links.findIndex((m) => m.href === l.href) === i);
    for (let i = 0; i < links.length; i++) {
      if (!first[i]) continue;
      if (i > 0) await page.goto(origin + route);
      await follow(page, i);
      const where = `“${links[i]!.text}” (${links[i]!.href})`;
      assert.is(new URL(page.url()).pathname, '/contact', where);
      await page.waitForFunction((v) => (document.querySelector('#contact-typeClient') as HTMLSelectElement).value === v, { timeout: 5000 }, PROFILES[profile].value).catch(() => {});
      assert.is(await selected(page), PROFILES[profile].value, where);
      assertHint(await messageHint(page), profile, where);
      // Chosen by the link, so already valid: no message asks for a profile.
      assert.is(await page.$('#contact-typeClient-error'), null, where);
    }
    assert.equal(errors, []);
    await page.close();
  });
}

test('changing the profile changes the hint under the message and the examples in « Votre projet »', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280 });
  await page.goto(`${origin}/contact#formulaire`);
  await hydrated(page);
  const examples = () => page.$eval('#contact-projet', (el) => (el as HTMLInputElement).placeholder);
  const any = await examples();
  for (const profile of ['institution', 'investor', 'professional', 'landowner'] as const) {
    await page.select(SELECT, PROFILES[profile].value);
    assertHint(await messageHint(page), profile, profile);
    assert.match(await examples(), PROFILES[profile].project, `${profile}: « Votre projet » suggests “${await examples()}”`);
  }
  // An institution is not offered a landowner's examples, nor the form's general ones.
  await page.select(SELECT, PROFILES.institution.value);
  assert.not.match(await examples(), /vente|division/i);
  assert.is.not(await examples(), any);
  await page.close();
});

test('a profile chosen in a saved draft is kept when a link suggests another one', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/contact#formulaire`);
  await hydrated(page);
  await page.select(SELECT, PROFILES.investor.value);
  await page.type('#contact-nom', 'Durand');
  await page.waitForFunction(() => sessionStorage.getItem('contact-draft')?.includes('Durand'));
  await page.goto(`${origin}/acteurs/proprietaires-prives`);
  await follow(page, 0);
  await page.waitForFunction(() => (document.getElementById('contact-nom') as HTMLInputElement).value === 'Durand');
  assert.is(await selected(page), PROFILES.investor.value, 'the draft’s profile gave way to the link’s');
  assertHint(await messageHint(page), 'investor', 'draft');
  await page.close();
});

test('a profile only suggested by a link is not kept as a draft: /contact opened again asks for it', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/acteurs/investisseurs`);
  await follow(page, 0);
  await page.waitForFunction((v) => (document.querySelector('#contact-typeClient') as HTMLSelectElement).value === v, {}, PROFILES.investor.value);
  await page.goto(`${origin}/contact#formulaire`);
  await hydrated(page);
  await scrollSettled(page, 100);
  assert.is(await selected(page), '');
  await page.close();
});

// -------------------------------------------------------------------------- one reply time

async function openForm(browser: TestBrowser, origin: string, mock: EmailJsMock) {
  const opened = await openPage(browser.browser, origin, { width: 375, height: 740, intercept: mock.intercept });
  await opened.page.goto(`${origin}/contact?profil=proprietaires-prives#formulaire`, { waitUntil: 'networkidle0' });
  await hydrated(opened.page);
  await scrollSettled(opened.page, 100);
  return opened;
}

async function fillAndSend(page: Page) {
  for (const [field, value] of Object.entries({ nom: 'Dupont', prenom: 'Jean', email: 'jean.dupont@exemple.fr', projet: 'Vente d’un terrain', message: 'Un terrain de 800 m² à Garavan, section AB 112.' })) {
    await page.$eval(`#contact-${field}`, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.type(`#contact-${field}`, value);
  }
  await page.waitForFunction(() => !(document.querySelector('.contact-submit') as HTMLButtonElement).disabled);
  await page.$eval('.contact-submit', (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click('.contact-submit');
  await page.waitForSelector('#toasts-status .toast');
}

test('one reply time: beside Envoyer, in the success toast (after the spec’s sentence) and in the thank-you', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, mock);
  assert.ok((await text(page, '.contact-form .form-actions')).includes(REPLY), 'Envoyer says when the answer comes');
  await fillAndSend(page);
  assert.is(mock.posts.length, 1);
  const toast = await text(page, '#toasts-status .toast .toast-description');
  assert.ok(toast.startsWith(contactMessages.sentText), `the spec’s sentence comes first: ${toast}`);
  const promise = toast.slice(contactMessages.sentText.length).trim();
  assert.match(promise, /^[A-ZÀ-Ý].*\.$/, `the promise is a sentence of its own: “${promise}”`);
  assert.ok(promise.includes(REPLY), promise);
  await page.waitForSelector('.form-thanks');
  assert.ok((await text(page, '.form-thanks')).includes(REPLY), 'the thank-you says when the answer comes');
  for (const other of [/deux jours/, /24\s*h/, /jours ouvrés/]) assert.not.match(await text(page, 'main'), other);
  await page.close();
});

// ---------------------------------------------------------------------------------- call bar

/** The call bar's link box, or null when it takes no room on screen. */
const barBox = (page: Page) =>
  page.$eval(BAR, (el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility === 'visible' ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right, x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
  });

test('call bar - at 375 px, fixed at the bottom, a tel: link to the office with its number, tapped where it shows', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/acteurs/proprietaires-prives`);
  const box = await barBox(page);
  assert.ok(box, 'no call bar on a phone');
  assert.ok(box.bottom <= 740 && box.bottom > 740 - 90, `the bar is not at the bottom: ${JSON.stringify(box)}`);
  assert.is(await page.$eval(BAR, (el) => el.getAttribute('href')), `tel:${site.office.phone.replace(/\s/g, '')}`);
  const name = await page.$eval(BAR, (el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim());
  assert.ok(name.includes(NATIONAL), `the accessible name “${name}” gives the number`);
  assert.match(name, /^Appeler/, name);
  // Nothing lies over it: a tap in its middle reaches the link.
  assert.ok(await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.call-bar a'), box), 'something covers the call bar');
  // It stays while the page scrolls.
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  assert.equal((await barBox(page))?.bottom, box.bottom);
  await page.close();
});

test('call bar - reached by keyboard: Tab from the footer’s last link lands on it', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/contact`);
  await page.$$eval('footer a', (els) => (els.at(-1) as HTMLElement).focus());
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.call-bar')), 'Tab after the footer does not reach the call bar');
  assert.is(await page.$eval(BAR, (el) => el.closest('[aria-hidden="true"], [inert]')), null);
  await page.close();
});

test('call bar - covers nothing: the footer’s last line and a toast stay above it', async ({ browser, origin }) => {
  const mock = emailJsMock();
  const { page } = await openForm(browser, origin, mock);
  // Scrolled to the very bottom, the footer's last link is clear of the bar.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await scrollSettled(page);
  const bar = (await barBox(page))!;
  assert.ok(bar, 'no call bar');
  const last = await page.$$eval('footer a', (els) => {
    const r = els.at(-1)!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  assert.ok(last.bottom <= bar.top, `the footer’s last link (bottom ${last.bottom}) is under the bar (top ${bar.top})`);
  // A toast sits entirely above the bar.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await fillAndSend(page);
  const toast = await page.$eval('#toasts-status .toast', (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  const barNow = (await barBox(page))!;
  assert.ok(toast.bottom <= barNow.top, `the toast (bottom ${toast.bottom}) overlaps the bar (top ${barNow.top})`);
  await page.close();
});

test('call bar - a control reached by Tab, or scrolled to for a tap, stops above the bar, not under it', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/nos-realisations/les-etoiles-du-rocher`, { waitUntil: 'networkidle0' });
  // The carousel's play button lies just below the fold once its section is at the top.
  await page.$eval('#en-images', (el) => el.scrollIntoView({ behavior: 'instant' }));
  await page.waitForSelector('x-island[data-island="Carousel"][data-hydrated]');
  await scrollSettled(page);
  const play = '.carousel-play';
  // Tab from the control before it, as a keyboard user does.
  await page.$eval(play, (el) => {
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')].filter((e) => e.offsetParent !== null);
    all[all.indexOf(el as HTMLElement) - 1]!.focus({ preventScroll: true });
  });
  await page.keyboard.press('Tab');
  assert.ok(await page.$eval(play, (el) => el === document.activeElement), 'Tab did not reach the play button');
  await scrollSettled(page);
  const bar = (await barBox(page))!;
  const box = await page.$eval(play, (el) => el.getBoundingClientRect().toJSON() as DOMRect);
  assert.ok(box.bottom <= bar.top, `the focused button (bottom ${box.bottom}) is under the bar (top ${bar.top})`);
  // Scrolled into view the way a tap aims (the nearest edge), it is clear of the bar too.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.$eval(play, (el) => el.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
  const seen = await page.$eval(play, (el) => el.getBoundingClientRect().bottom);
  assert.ok(seen <= bar.top, `scrolled into view, the button (bottom ${seen}) is under the bar (top ${bar.top})`);
  await page.close();
});

test('call bar - steps aside while a visitor types in a field, and comes back after', async ({ browser, origin }) => {
  // Review 16: "on /contact the fixed bar sits over the form while typing".
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/contact`, { waitUntil: 'networkidle0' });
  assert.ok(await barBox(page), 'no call bar');
  if (!cannot(['webkit'], 'the call bar steps aside while a field has the focus', 'the MiniBrowser window under Xvfb never has the focus (document.hasFocus() is false), so :focus matches nothing there')) {
    for (const field of ['#contact-message', 'footer input[type="email"]']) {
      await page.focus(field);
      assert.is(await barBox(page), null, `the bar stays over the page while ${field} has the focus`);
      await page.$eval(field, (el) => (el as HTMLElement).blur());
      assert.ok(await barBox(page), `the bar does not come back once ${field} is left`);
    }
  }
  await page.close();
});

test('call bar - not on a partner’s business card, whose own “Appeler” calls that partner', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  for (const route of ['/carte-de-visite-lucas-morel', '/carte-de-visite-lucas-morel/qr-code']) {
    await page.goto(origin + route);
    assert.is(await page.$(BAR), null, `${route} has the office's call bar`);
    // The partner's number is the first one there to tap.
    if (route.endsWith('morel')) assert.is(await page.$eval('main a[href^="tel:"]', (el) => el.getAttribute('href')), `tel:${lucasMobile}`);
  }
  await page.close();
});

test('call bar - absent at 1280 px and in print', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  await page.goto(`${origin}/acteurs/investisseurs`);
  assert.is(await barBox(page), null, 'a call bar at 1280 px');
  if (!cannot(['firefox', 'webkit'], 'call bar hidden in print', 'the print media type is emulated through CDP only')) {
    await page.setViewport({ width: 375, height: 740 });
    assert.ok(await barBox(page), 'no call bar at 375 px');
    await page.emulateMediaType('print');
    assert.is(await barBox(page), null, 'the call bar is printed');
    await page.emulateMediaType(undefined);
  }
  await page.close();
});

test('office bar - from 768 px, above the header: the office number and « Soumettre un bien », then it scrolls away; not on phones, cards or paper', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 1280, height: 800 });
  const band = () =>
    page.evaluate(() => {
      const el = document.querySelector('.office-bar');
      const box = el?.getBoundingClientRect();
      if (!el || !box || box.height == 0) return null;
      return { top: box.top, bottom: box.bottom, header: document.querySelector('.site-header')!.getBoundingClientRect().top, tel: el.querySelector('a[href^="tel:"]')?.textContent?.trim(), submit: el.querySelector<HTMLAnchorElement>('a[href^="/contact"]')?.getAttribute('href') };
    });
  await page.goto(`${origin}/acteurs/investisseurs`);
  const seen = await band();
  assert.ok(seen, 'no office bar at 1280 px');
  assert.is(seen!.top, 0);
  assert.is(seen!.header, seen!.bottom, 'the header does not follow the bar');
  assert.is(seen!.tel, NATIONAL);
  assert.is(seen!.submit, '/contact?profil=proprietaires-prives#formulaire');
  // Scrolled: the bar is gone and the header holds the top.
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForFunction(() => document.querySelector('.site-header')!.getBoundingClientRect().top == 0);
  assert.ok((await band())!.bottom <= 0, 'the bar stays on screen');
  await page.goto(`${origin}/carte-de-visite-lucas-morel`);
  assert.is(await band(), null, 'the office bar on a partner’s card');
  await page.setViewport({ width: 375, height: 740 });
  await page.goto(`${origin}/acteurs/investisseurs`);
  assert.is(await band(), null, 'an office bar at 375 px');
  if (!cannot(['firefox', 'webkit'], 'office bar hidden in print', 'the print media type is emulated through CDP only')) {
    await page.setViewport({ width: 1280, height: 800 });
    await page.emulateMediaType('print');
    assert.is(await band(), null, 'the office bar is printed');
    await page.emulateMediaType(undefined);
  }
  await page.close();
});

// ----------------------------------------------------------------------------- mobile menu

test('the mobile menu gives the office number as a tel: link, over the call bar', async ({ browser, origin }) => {
  const { page } = await openPage(browser.browser, origin, { width: 375, height: 740 });
  await page.goto(`${origin}/qui-sommes-nous`, { waitUntil: 'networkidle0' });
  await page.click('a[aria-label="Ouvrir le menu principal"]');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.drawer-panel')!).transform === 'none');
  const link = await page.$eval('.drawer-panel a[href^="tel:"]', (el) => {
    const r = el.getBoundingClientRect();
    // Shown, and on top: the call bar stays under the open menu.
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { href: el.getAttribute('href'), text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(), label: el.getAttribute('aria-label') ?? '', shown: r.width > 0 && r.bottom <= innerHeight && !!top && el.contains(top) };
  });
  assert.is(link.href, `tel:${site.office.phone.replace(/\s/g, '')}`);
  assert.ok(link.text.includes(NATIONAL), link.text);
  assert.ok(link.shown, 'the number is off screen or covered in the open menu');
  await page.close();
});

test.run();
