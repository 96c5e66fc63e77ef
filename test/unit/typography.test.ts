// The French typography check (scripts/typography.ts): what it refuses and what it lets through.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { test } from 'uvu';
import { french } from '../../content/french.ts';
import { checkTypography, frenchFaults } from '../../scripts/typography.ts';
import { cleanup, tempDir } from '../helpers/site.ts';

const NB = '\u00a0';
const rules = (text: string) => frenchFaults(text).map((f) => f.rule);

test('typography - a sign with an ordinary space or none before it is refused; with a no-break space it passes', () => {
  assert.ok(rules('QUI SOMMES-NOUS ?').some((r) => r.includes('espace ordinaire')));
  assert.ok(rules('Bonjour!').length > 0);
  assert.ok(rules('Attention: travaux').length > 0);
  assert.ok(rules('Nous livrons ; vous habitez').length > 0);
  assert.equal(rules(`QUI SOMMES-NOUS${NB}?`), []);
  assert.equal(rules(`Attention${NB}: travaux\u202f; livraison en 2026${NB}!`), []);
});

test('typography - guillemets, apostrophes, the first of the month, ordinals, units and double spaces', () => {
  assert.ok(rules('pour « zan »').length > 0);
  assert.equal(rules(`pour «${NB}zan${NB}»`), []);
  assert.ok(rules("l'eau").length > 0);
  assert.equal(rules('l’eau'), []);
  assert.ok(rules('Publié le 1 septembre 2025').length > 0);
  assert.equal(rules(`Publié le 1er${NB}septembre 2025, le 21${NB}septembre`), []);
  assert.ok(rules('de 2011 au 31 octobre 2026').length > 0, 'a day parted from its month at the end of a line');
  assert.ok(rules('le 2ème étage').length > 0);
  assert.ok(rules('la 1ère tranche').length > 0);
  assert.equal(rules('la 1re tranche, le 2e étage'), []);
  assert.ok(rules('un budget de 500 000 €').length > 0);
  assert.ok(rules('sur 2 km').length > 0);
  assert.ok(rules('une hausse de 5%').length > 0);
  assert.equal(rules(`un budget de 500${NB}000${NB}€, 2${NB}km, 5${NB}%`), []);
  assert.ok(rules('deux  espaces').length > 0);
});

test('typography - addresses, times, phone numbers and the label the spec quotes are left alone', () => {
  assert.equal(rules('Écrivez à contact@castellar-foncier.fr ou voyez https://www.castellar-foncier.fr/contact?x=1'), []);
  assert.equal(rules('Ouvert de 9:30 à 18:00'), []);
  assert.equal(rules('Appelez le +33 4 65 71 20 40 ou le 06 39 98 52 37'), []);
  assert.equal(rules('Oops! Page non trouvée'), []);
});

test('typography - a built page with the menu label written with an ordinary space fails, naming the page and the string', () => {
  const dist = tempDir('typo-');
  try {
    mkdirSync(path.join(dist, 'qui-sommes-nous'), { recursive: true });
    const page = (label: string) => `<!doctype html><html lang="fr"><head><title>Qui sommes-nous${NB}?</title></head><body><nav><ul><li><a href="/qui-sommes-nous">${label}</a></li></ul></nav></body></html>`;
    writeFileSync(path.join(dist, 'index.html'), page(`QUI SOMMES-NOUS${NB}?`));
    writeFileSync(path.join(dist, 'qui-sommes-nous', 'index.html'), page('QUI SOMMES-NOUS ?'));
    const problems = checkTypography(dist);
    assert.is(problems.length, 1, JSON.stringify(problems));
    assert.is(problems[0]!.file, 'qui-sommes-nous/index.html');
    assert.is(problems[0]!.where, 'ul > li > a');
    assert.is(problems[0]!.excerpt, 'QUI⍽SOMMES-NOUS⍽?');
  } finally {
    cleanup(dist);
  }
});

test('typography - the text of a vCard and of the feed is read too', () => {
  const dist = tempDir('typo-');
  try {
    writeFileSync(path.join(dist, 'x.vcf'), 'BEGIN:VCARD\r\nVERSION:3.0\r\nTITLE:Co-Gérante & Associée\r\nNOTE:Castellar Foncier : études de potentiel foncier\\, projets d\'urbanisme\r\nEND:VCARD\r\n');
    writeFileSync(path.join(dist, 'feed.xml'), '<?xml version="1.0"?><rss><channel><title>Actualités</title><item><title>Le ZAN : où en est-on ?</title></item></channel></rss>');
    const problems = checkTypography(dist);
    assert.equal([...new Set(problems.map((p) => `${p.file} ${p.where}`))], ['feed.xml title', 'x.vcf NOTE']);
  } finally {
    cleanup(dist);
  }
});


test('typography - the schema of content/ texts refuses each fault with its French message, whatever range a field asks for', () => {
  const messages = (schema: ReturnType<typeof french>, text: string) => schema.safeParse(text).error?.issues.map((i) => i.message) ?? [];
  for (const schema of [french(), french(3, 40), french()]) {
    assert.equal(messages(schema, "l'eau"), ['apostrophe typographique ’ attendue']);
    assert.equal(messages(schema, ' l’eau'), ['pas d’espace en début ou en fin de texte']);
    assert.equal(messages(schema, 'Attention : travaux'), ['espace insécable attendue avant : ; ! ? » et après «']);
    assert.equal(messages(schema, `Attention${NB}: travaux`), []);
  }
  assert.equal(french(3, 40).safeParse('ab').error?.issues[0]?.code, 'too_small');
  assert.equal(french(1, 4).safeParse('abcde').error?.issues[0]?.code, 'too_big');
  assert.ok(french().safeParse('x'.repeat(2000)).success);
});

test.run();
