// 'Découvrez nos autres articles': which 3 articles an article page suggests (DESIGN §6).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { otherArticles, type Dated } from '../../pages/_lib/related.ts';

const test = suite('other articles');

type A = Dated & { slug: string };
const a = (number: number, date: string, category: string): A => ({ number, date, category, slug: `a${number}` });
const slugs = (list: A[]) => list.map((x) => x.slug);
/** The suggestions for the article numbered `n`. */
const othersOf = (articles: A[], n: number) => slugs(otherArticles(articles)[articles.findIndex((x) => x.number === n)]!);

test('same category first, nearest in date, whichever side of the article they fall', () => {
  const list = [
    a(1, '2025-06-01', 'Expertise'),
    a(2, '2025-05-20', 'Expertise'), // 12 days before 1
    a(3, '2025-06-05', 'Expertise'), // 4 days after 1
    a(4, '2025-06-02', 'Ville de demain'), // 1 day after 1, but another category
    a(5, '2025-01-01', 'Expertise'), // far
    a(6, '2025-06-09', 'Expertise'), // 8 days after 1
  ];
  assert.equal(othersOf(list, 1), ['a3', 'a6', 'a2']);
});

test('a category with fewer than 3 others is filled with the nearest in date among the rest', () => {
  const list = [
    a(1, '2025-06-01', 'Expertise'),
    a(2, '2024-01-01', 'Expertise'), // the only other Expertise, far in time: still first
    a(3, '2025-06-03', 'Nouveaux enjeux'),
    a(4, '2025-05-31', 'Ville de demain'),
    a(5, '2025-06-20', 'Nouveaux enjeux'),
    a(6, '2025-02-01', 'Ville de demain'),
  ];
  assert.equal(othersOf(list, 1), ['a2', 'a4', 'a3']);
  // Alone in its category: three from the rest, nearest first.
  const alone = [a(1, '2025-06-01', 'Ville de demain'), a(2, '2025-06-10', 'Expertise'), a(3, '2025-05-31', 'Expertise'), a(4, '2025-06-03', 'Nouveaux enjeux'), a(5, '2025-06-04', 'Expertise')];
  assert.equal(othersOf(alone, 1), ['a3', 'a4', 'a5']);
});

test('at equal distance the lower number comes first, on the same side or on either side', () => {
  const sameDay = [a(7, '2025-06-01', 'Expertise'), a(9, '2025-06-01', 'Expertise'), a(3, '2025-06-01', 'Expertise'), a(5, '2025-06-01', 'Expertise'), a(1, '2025-06-01', 'Expertise')];
  assert.equal(othersOf(sameDay, 5), ['a1', 'a3', 'a7']);
  const eitherSide = [a(10, '2025-06-10', 'Expertise'), a(8, '2025-06-13', 'Expertise'), a(4, '2025-06-07', 'Expertise'), a(6, '2025-06-07', 'Expertise'), a(2, '2025-06-20', 'Expertise')];
  // 3 days before (4 and 6) and 3 days after (8): 4, 6, 8 by number.
  assert.equal(othersOf(eitherSide, 10), ['a4', 'a6', 'a8']);
  const fillTies = [a(1, '2025-06-01', 'Expertise'), a(12, '2025-06-02', 'Ville de demain'), a(11, '2025-05-31', 'Nouveaux enjeux'), a(13, '2025-05-31', 'Ville de demain')];
  assert.equal(othersOf(fillTies, 1), ['a11', 'a12', 'a13']);
});

test('never the article itself, never twice the same; fewer than 3 only when fewer exist', () => {
  assert.equal(otherArticles([a(1, '2025-06-01', 'Expertise')]), [[]]);
  const two = [a(1, '2025-06-01', 'Expertise'), a(2, '2025-06-01', 'Expertise')];
  assert.equal(otherArticles(two).map(slugs), [['a2'], ['a1']]);
  const four = [a(1, '2025-08-25', 'Expertise'), a(2, '2025-03-15', 'Nouveaux enjeux'), a(3, '2025-02-28', 'Ville de demain'), a(4, '2025-02-10', 'Expertise')];
  otherArticles(four).forEach((others, i) => {
    assert.is(others.length, 3);
    assert.not.ok(others.includes(four[i]!));
    assert.is(new Set(others).size, 3);
  });
});

// The rule written the obvious way, O(N²): the fast walk must agree with it everywhere.
function reference(articles: A[], k = 3): A[][] {
  const day = (x: A) => Date.parse(x.date) / 86_400_000;
  return articles.map((me) => {
    const byNearness = (list: A[]) => [...list].sort((x, y) => Math.abs(day(x) - day(me)) - Math.abs(day(y) - day(me)) || x.number - y.number);
    const others = articles.filter((x) => x !== me);
    const own = byNearness(others.filter((x) => x.category === me.category)).slice(0, k);
    return [...own, ...byNearness(others.filter((x) => x.category !== me.category))].slice(0, k);
  });
}

test('agrees with the rule applied naively, on random lists with many same-day articles and tiny categories', () => {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const categories = ['Expertise', 'Nouveaux enjeux', 'Ville de demain', 'Rare'];
  for (let round = 0; round < 200; round++) {
    const n = 1 + Math.floor(rand() * 30);
    const list = Array.from({ length: n }, (_, i) => {
      const d = new Date(Date.UTC(2025, 0, 1) + Math.floor(rand() * 12) * 86_400_000).toISOString().slice(0, 10);
      const category = rand() < 0.1 ? 'Rare' : categories[Math.floor(rand() * 3)]!;
      return a(i * 3 + 1 + Math.floor(rand() * 3), d, category);
    });
    const fast = otherArticles(list).map(slugs);
    const slow = reference(list).map(slugs);
    assert.equal(fast, slow, `round ${round}: ${JSON.stringify(list.map((x) => [x.number, x.date, x.category]))}`);
  }
});

test('10,000 articles on a handful of days: every page still gets its 3', () => {
  const list = Array.from({ length: 10_000 }, (_, i) => a(i + 1, `2025-01-0${1 + (i % 5)}`, ['Expertise', 'Nouveaux enjeux', 'Ville de demain'][i % 3]!));
  const others = otherArticles(list);
  assert.is(others.length, 10_000);
  assert.ok(others.every((o, i) => o.length === 3 && o.every((x) => x.category === list[i]!.category && x !== list[i])));
  // Article 1 (Expertise, 1 January): the Expertise articles of the same day with the lowest numbers.
  assert.equal(slugs(others[0]!), ['a16', 'a31', 'a46']);
});

test.run();
