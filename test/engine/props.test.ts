import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { findPropProblems, serializeIslandProps, serializeProps } from '../../build/render/props.ts';

const test = suite('island props');
const where = 'pages/contact.tsx -> <Island of={ContactForm}>';

test('plain JSON passes, undefined members are dropped like absent props', () => {
  assert.equal(findPropProblems({ a: 1, b: 'x', c: [true, null, { d: 2 }], e: undefined }, where), []);
});

test('a function is refused with the page, island and path', () => {
  assert.equal(findPropProblems({ items: [{ onClick: () => 1 }] }, where), [
    'pages/contact.tsx -> <Island of={ContactForm}> -> props.items[0].onClick: a function cannot be sent to the browser',
  ]);
});

test('class instances (Date, Map, custom) are refused by name', () => {
  class Person {}
  const problems = findPropProblems({ when: new Date(0), map: new Map(), who: new Person() }, where);
  assert.equal(problems.map((p) => p.split(' -> ').slice(-1)[0]), [
    'props.when: an instance of Date is not plain JSON',
    'props.map: an instance of Map is not plain JSON',
    'props.who: an instance of Person is not plain JSON',
  ]);
});

test('a cycle is refused, a shared (non-cyclic) object is not', () => {
  const loop: Record<string, unknown> = { name: 'x' };
  loop.self = loop;
  assert.equal(findPropProblems({ loop }, where), [`${where} -> props.loop.self: a cycle (the value contains itself)`]);
  const shared = { n: 1 };
  assert.equal(findPropProblems({ a: shared, b: shared }, where), []);
});

test('NaN, Infinity, bigint and symbols are refused', () => {
  assert.is(findPropProblems({ a: NaN, b: Infinity, c: 1n, d: Symbol('s') }, where).length, 4);
});

test('serialised props cannot close their script tag', () => {
  const json = serializeProps([{ text: '</script><script>alert(1)</script>' }]);
  assert.not.match(json, /<\/script/i);
  assert.equal(JSON.parse(json), [{ text: '</script><script>alert(1)</script>' }]);
});

test('the island props of a page are one list, the same whether an object was written before or not', () => {
  const menu = { links: [{ href: '/', label: 'Accueil' }], note: '</script>\u2028' };
  const list = [menu, { title: 'Un article' }, menu, {}];
  assert.is(serializeIslandProps(list), serializeProps(list));
  assert.is(serializeIslandProps(list), serializeProps(list), 'the second page, its objects written once already');
  assert.equal(JSON.parse(serializeIslandProps(list)), list);
});

test.run();
