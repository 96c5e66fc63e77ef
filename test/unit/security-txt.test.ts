// /.well-known/security.txt (RFC 9116): the office as its contact, an Expires date kept in
// content/ (the same bytes on every build), and a build warning from 90 days before it passes.
import * as assert from 'uvu/assert';
import { test } from 'uvu';
import { securityTxtWarning } from '../../build/output/security-txt.ts';
import site from '../../content/site.ts';
import securityTxt from '../../pages/.well-known/security.txt.ts';

const ctx = { url: (p: string) => `${site.url}${p}` } as Parameters<typeof securityTxt>[1];
const day = 86_400_000;

test('the site names its office as the contact, its Expires date and its own address', () => {
  const text = securityTxt({}, ctx);
  assert.equal(text.split('\n'), [
    `Contact: mailto:${site.office.email}`,
    `Expires: ${site.securityTxt.expires}`,
    'Preferred-Languages: fr, en',
    `Canonical: ${site.url}/.well-known/security.txt`,
    '',
  ]);
});

test('the build warns from 90 days before Expires, and once it has passed', () => {
  const text = 'Contact: mailto:a@b.fr\nExpires: 2027-11-01T00:00:00Z\n';
  const expires = Date.parse('2027-11-01T00:00:00Z');
  assert.is(securityTxtWarning(text, expires - 91 * day), null);
  assert.match(securityTxtWarning(text, expires - 89 * day)!.problems[0]!, /expires on 2027-11-01T00:00:00Z, in 89 days/);
  assert.match(securityTxtWarning(text, expires + day)!.problems[0]!, /expired on 2027-11-01T00:00:00Z/);
});

test('a security.txt without one valid Expires is named too', () => {
  assert.match(securityTxtWarning('Contact: mailto:a@b.fr\n', 0)!.problems[0]!, /no "Expires:" field/);
  assert.match(securityTxtWarning('Expires: 2027-11-01T00:00:00Z\nExpires: 2027-12-01T00:00:00Z\n', 0)!.problems[0]!, /several "Expires:" field/);
  assert.match(securityTxtWarning('Expires: 1er novembre 2027\n', 0)!.problems[0]!, /is not a date and time/);
});
test.run();
