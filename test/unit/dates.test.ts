// One French date formatter for the pages and the forms: the first of the month is '1er'.
import * as assert from 'uvu/assert';
import { test } from 'uvu';
import { frenchDate, frenchDateTime } from '../../content/dates.ts';

test('dates - an article dated the first of the month reads "1er", the other days their number, joined to their month', () => {
  assert.is(frenchDate('2025-09-01'), '1er\u00a0septembre 2025');
  assert.is(frenchDate('2025-08-25'), '25\u00a0août 2025');
  assert.is(frenchDate('2025-02-10'), '10\u00a0février 2025');
  assert.is(frenchDate('2025-10-31'), '31\u00a0octobre 2025');
});

test('dates - the time a form was sent is Menton’s, with "1er" too', () => {
  assert.is(frenchDateTime(new Date('2025-10-01T07:05:00Z')), '1er octobre 2025 à 09:05');
  assert.is(frenchDateTime(new Date('2025-12-14T23:30:00Z')), '15 décembre 2025 à 00:30');
});

test.run();
