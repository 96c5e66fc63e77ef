// The contact form's telephone: libphonenumber-js over a metadata subset of nine countries.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { COUNTRIES } from '../../islands/_lib/countries.ts';
import { checkPhone } from '../../islands/_lib/phone.ts';
import { committedSubset, freshSubset } from '../helpers/phone-metadata.ts';

const phone = suite('phone');

phone('the committed metadata is the current libphonenumber-js cut to our countries (else: node --import tsx test/helpers/phone-metadata.ts --write)', () => {
  assert.equal(committedSubset(), freshSubset());
});

phone('the metadata holds the nine countries the form offers, France first, and nothing else', () => {
  const codes = COUNTRIES.map((c) => c.code);
  assert.equal(codes, ['FR', 'MC', 'IT', 'CH', 'BE', 'LU', 'GB', 'DE', 'US']);
  const metadata = committedSubset();
  assert.equal(Object.keys(metadata.countries).sort(), [...codes].sort());
  assert.equal(Object.values(metadata.country_calling_codes).flat().sort(), [...codes].sort());
  for (const c of COUNTRIES) assert.equal(metadata.country_calling_codes[c.callingCode], [c.code], c.name);
  assert.ok(JSON.stringify(metadata).length < 8000, 'the subset stays small');
});

phone('a real-looking number of each country parses, and comes back in international format', () => {
  const numbers: [string, string, string][] = [
    ['FR', '06 12 34 56 78', '+33 6 12 34 56 78'],
    ['FR', '04 93 57 00 00', '+33 4 93 57 00 00'],
    ['MC', '93 15 20 00', '+377 93 15 20 00'],
    ['MC', '06 12 34 56 78', '+377 6 12 34 56 78'],
    ['IT', '06 1234 5678', '+39 06 1234 5678'],
    ['IT', '333 123 4567', '+39 333 123 4567'],
    ['CH', '044 668 18 00', '+41 44 668 18 00'],
    ['BE', '02 123 45 67', '+32 2 123 45 67'],
    ['LU', '621 123 456', '+352 621 123 456'],
    ['GB', '020 7946 0958', '+44 20 7946 0958'],
    ['DE', '030 12345678', '+49 30 12345678'],
    ['US', '(201) 555-0123', '+1 201 555 0123'],
  ];
  for (const [country, typed, international] of numbers) {
    const result = checkPhone(typed, country);
    assert.ok(result.ok && !result.empty, `${country} ${typed}: ${JSON.stringify(result)}`);
    if (result.ok && !result.empty) {
      assert.is(result.international, international);
      assert.is(result.country, country);
      assert.is(`+${COUNTRIES.find((c) => c.code === country)!.callingCode} ${result.national}`, international);
    }
  }
});

phone('a number typed with its own prefix names its country, whatever is chosen', () => {
  for (const typed of ['+39 06 1234 5678', '0039 06 1234 5678']) {
    const result = checkPhone(typed, 'FR');
    assert.ok(result.ok && !result.empty && result.country === 'IT', typed);
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
  assert.is(problem('+86 139 1234 5678'), 'INVALID_COUNTRY', 'a country the form does not offer');
  assert.is(problem('06 12 34 56 78', 'CN'), 'INVALID_COUNTRY', 'a country outside the list');
  assert.is(problem('93 15 20 00', 'FR'), 'TOO_SHORT', 'a Monaco number is too short for France');
  assert.is(problem('(123) 555-0123', 'US'), 'INVALID', 'no US area code starts with 1');
  assert.is(problem('   '), 'ok', 'empty is fine: the field is optional');
});

phone.run();
