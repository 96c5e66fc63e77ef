// Pages of the news list: how many, what each holds, and which numbers the nav links.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pageCount, pageSlice, pageWindow } from '../../pages/_lib/pagination.ts';

const test = suite('pagination');

test('12 a page: 12 articles fill one page, 13 two, 10,000 fill 834; an empty list still has its page', () => {
  assert.is(pageCount(4, 12), 1);
  assert.is(pageCount(12, 12), 1);
  assert.is(pageCount(13, 12), 2);
  assert.is(pageCount(10_004, 12), 834);
  assert.is(pageCount(0, 12), 1);
  const items = Array.from({ length: 30 }, (_, i) => i + 1);
  assert.equal(pageSlice(items, 1, 12), items.slice(0, 12));
  assert.equal(pageSlice(items, 3, 12), [25, 26, 27, 28, 29, 30]);
});

test('a few pages: every number shown, no gap', () => {
  assert.equal(pageWindow(1, 1), [1]);
  assert.equal(pageWindow(2, 3), [1, 2, 3]);
  assert.equal(pageWindow(4, 7), [1, 2, 3, 4, 5, 6, 7]);
});

test('many pages: first, last, the current one and its neighbours, a gap for what is left out', () => {
  assert.equal(pageWindow(400, 834), [1, 'gap', 399, 400, 401, 'gap', 834]);
  assert.equal(pageWindow(1, 834), [1, 2, 3, 4, 5, 'gap', 834]);
  assert.equal(pageWindow(834, 834), [1, 'gap', 830, 831, 832, 833, 834]);
  // A gap of one page shows that page instead.
  assert.equal(pageWindow(4, 9), [1, 2, 3, 4, 5, 'gap', 9]);
  assert.equal(pageWindow(5, 9), [1, 'gap', 4, 5, 6, 'gap', 9]);
  assert.equal(pageWindow(6, 9), [1, 'gap', 5, 6, 7, 8, 9]);
});

test('whatever the page, the nav shows it, in order, once, and never more than 7 entries', () => {
  for (const pages of [1, 2, 5, 7, 8, 9, 10, 13, 50, 834]) {
    for (let current = 1; current <= pages; current++) {
      const shown = pageWindow(current, pages);
      const numbers = shown.filter((p): p is number => p !== 'gap');
      const where = `page ${current} of ${pages}: ${shown.join(' ')}`;
      assert.ok(shown.length <= 7, where);
      assert.ok(numbers.includes(current) && numbers.includes(1) && numbers.includes(pages), where);
      assert.ok(numbers.every((p, i) => i === 0 || p > numbers[i - 1]!), where);
      // A gap stands for two pages or more, and sits between two numbers.
      shown.forEach((p, i) => {
        if (p !== 'gap') return;
        const before = shown[i - 1] as number;
        const after = shown[i + 1] as number;
        assert.ok(typeof before === 'number' && typeof after === 'number' && after - before >= 3, where);
      });
      if (current > 1) assert.ok(numbers.includes(current - 1), where);
      if (current < pages) assert.ok(numbers.includes(current + 1), where);
    }
  }
});

test.run();
