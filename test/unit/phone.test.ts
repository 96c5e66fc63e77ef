// The contact form's telephone: libphonenumber-js over every country it knows, named in French,
// with each calling code's rules loaded only when needed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addPhoneRules, checkPhone, clearPhoneRules, phoneCountries, setPhoneCountries } from '../../islands/_lib/phone.ts';
import { callingCodes, inlinePhoneRules, phoneCountries as allCountries, phoneRules } from '../../pages/_lib/phone-data.ts';
import { loadPhoneData } from '../helpers/phone-metadata.ts';

const phone = suite('phone');

phone('until a country’s rules are loaded its numbers wait (PENDING, with the calling code to fetch); France and Monaco come with the page', () => {
  setPhoneCountries(allCountries());
  clearPhoneRules();
  addPhoneRules(inlinePhoneRules());
  assert.ok(checkPhone('06 12 34 56 78', 'FR').ok);
  assert.ok(checkPhone('93 15 20 00', 'MC').ok);
  assert.equal(checkPhone('612 34 56 78', 'ES'), { ok: false, problem: 'PENDING', callingCode: '34' });
  assert.equal(checkPhone('+971 50 123 4567', 'FR'), { ok: false, problem: 'PENDING', callingCode: '971' });
  addPhoneRules(phoneRules('34'));
  assert.ok(checkPhone('612 34 56 78', 'ES').ok, 'checked once its rules are there');
  for (const code of callingCodes()) addPhoneRules(phoneRules(code));
});

phone('every country the library knows, named in French, Monaco and France first, then in French alphabetical order', () => {
  loadPhoneData();
  const list = phoneCountries();
  assert.ok(list.length > 240, `${list.length} countries`);
  assert.equal(list.slice(0, 2), [['MC', '377', 'Monaco'], ['FR', '33', 'France']]);
  const rest = list.slice(2).map((c) => c[2]);
  assert.equal(rest, [...rest].sort((a, b) => a.localeCompare(b, 'fr')));
  const named = Object.fromEntries(list.map((c) => [c[0], c[2]]));
  assert.is(named.ES, 'Espagne');
  assert.is(named.AE, 'Émirats arabes unis');
  assert.is(named.NL, 'Pays-Bas');
  assert.is(named.DE, 'Allemagne');
  assert.ok(list.every((c) => c[2] !== c[0]), 'every country has a French name');
  assert.is(new Set(list.map((c) => c[0])).size, list.length, 'each once');
});

phone('each calling code’s rules are a small file', () => {
  const sizes = callingCodes().map((code) => [code, JSON.stringify(phoneRules(code)).length] as const);
  const largest = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
  assert.ok(largest[1] < 12_000, `+${largest[0]}: ${largest[1]} bytes`);
  assert.ok(JSON.stringify(inlinePhoneRules()).length < 3000, 'France and Monaco inline');
});

phone('a real-looking number of each country parses, and comes back in international format and E.164', () => {
  loadPhoneData();
  const numbers: [string, string, string, string][] = [
    ['FR', '06 12 34 56 78', '+33 6 12 34 56 78', '+33612345678'],
    ['FR', '04 93 57 00 00', '+33 4 93 57 00 00', '+33493570000'],
    ['MC', '93 15 20 00', '+377 93 15 20 00', '+37793152000'],
    ['MC', '06 12 34 56 78', '+377 6 12 34 56 78', '+377612345678'],
    ['IT', '06 1234 5678', '+39 06 1234 5678', '+390612345678'],
    ['IT', '333 123 4567', '+39 333 123 4567', '+393331234567'],
    ['CH', '044 668 18 00', '+41 44 668 18 00', '+41446681800'],
    ['BE', '02 123 45 67', '+32 2 123 45 67', '+3221234567'],
    ['LU', '621 123 456', '+352 621 123 456', '+352621123456'],
    ['GB', '020 7946 0958', '+44 20 7946 0958', '+442079460958'],
    ['DE', '030 12345678', '+49 30 12345678', '+493012345678'],
    ['US', '(201) 555-0123', '+1 201 555 0123', '+12015550123'],
    ['ES', '612 34 56 78', '+34 612 34 56 78', '+34612345678'],
    ['AE', '050 123 4567', '+971 50 123 4567', '+971501234567'],
    ['NL', '06 12345678', '+31 6 12345678', '+31612345678'],
  ];
  for (const [country, typed, international, e164] of numbers) {
    const result = checkPhone(typed, country);
    assert.ok(result.ok && !result.empty, `${country} ${typed}: ${JSON.stringify(result)}`);
    if (result.ok && !result.empty) {
      assert.is(result.international, international);
      assert.is(result.e164, e164);
      assert.is(result.country, country);
      assert.is(`+${phoneCountries().find((c) => c[0] === country)![1]} ${result.national}`, international);
    }
  }
});

phone('a number typed with its own prefix names its country, whatever is chosen', () => {
  for (const [typed, country] of [['+39 06 1234 5678', 'IT'], ['0039 06 1234 5678', 'IT'], ['+34 612 34 56 78', 'ES'], ['+971 50 123 4567', 'AE'], ['+1 416 555 0123', 'CA']]) {
    const result = checkPhone(typed!, 'FR');
    assert.ok(result.ok && !result.empty && result.country === country, `${typed}: ${JSON.stringify(result)}`);
  }
});

phone('the parser’s error kinds come through: NOT_A_NUMBER, TOO_SHORT, TOO_LONG, INVALID_COUNTRY', () => {
  const problem = (typed: string, country = 'FR') => {
    const r = checkPhone(typed, country);
    return r.ok ? 'ok' : r.problem;
  };
  assert.is(problem('bonjour'), 'NOT_A_NUMBER');
  assert.is(problem('06-CALL-NOW'), 'NOT_A_NUMBER');
  assert.is(problem('+'), 'NOT_A_NUMBER');
  assert.is(problem('x'.repeat(251)), 'NOT_A_NUMBER');
  assert.is(problem('6'), 'TOO_SHORT');
  assert.is(problem('06 12'), 'TOO_SHORT');
  assert.is(problem('+1'), 'TOO_SHORT');
  assert.is(problem('123456789012345678'), 'TOO_LONG', 'more than 17 digits');
  assert.is(problem('9'.repeat(300)), 'TOO_LONG', 'past the parser’s 250 characters');
  assert.is(problem('+999 12 34 56'), 'INVALID_COUNTRY', 'no such calling code');
  assert.is(problem('+800 1234 5678'), 'INVALID_COUNTRY', 'a non-geographic number is no country');
  assert.is(problem('06 12 34 56 78', 'ZZ'), 'INVALID_COUNTRY', 'a country outside the list');
  assert.is(problem('93 15 20 00', 'FR'), 'TOO_SHORT', 'a Monaco number is too short for France');
  assert.is(problem('(123) 555-0123', 'US'), 'INVALID', 'no US area code starts with 1');
  assert.is(problem('   '), 'ok', 'empty is fine: the field is optional');
});

phone.run();
