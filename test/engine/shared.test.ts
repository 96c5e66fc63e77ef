// <Shared>: markup many pages repeat, rendered once per build. A page that shows it must come
// out exactly as if it had rendered the markup itself: the same HTML, its islands numbered after
// the page's own, the same images and content reads (the incremental build keys pages on them).
import path from 'node:path';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildError } from '../../build/errors.ts';
import { Picture } from '../../build/render/image.tsx';
import { ImageStore } from '../../build/assets/images.ts';
import { Island } from '../../build/render/island.tsx';
import type { PageModule } from '../../build/render/page.ts';
import { renderPage, type RenderedPage, type RenderSetup } from '../../build/render/render.ts';
import { Shared } from '../../build/render/shared.tsx';
import { articles } from '../../content/articles.ts';
import ShareButton, { type ShareButtonProps } from '../../islands/ShareButton.tsx';
import config from '../../site.config.ts';
import { repoRoot } from '../helpers/site.ts';

interface Ctx {
  images: ImageStore;
}

const test = suite<Ctx>('shared markup');

test.before(async (ctx) => {
  articles.load(repoRoot);
  ctx.images = new ImageStore(path.join(repoRoot, config.images), path.join(repoRoot, '.cache'));
  await ctx.images.scan();
});

const setupFor = (ctx: Ctx, verify = false): RenderSetup => ({
  config,
  islands: new Map([[ShareButton as ComponentType<never>, { name: 'ShareButton', file: 'islands/ShareButton.tsx' }]]),
  islandSrc: (file) => `/${file}.js`,
  islandCss: () => undefined,
  images: ctx.images,
  runtime: '/runtime.js',
  stylesheet: '/site.css',
  headLinks: [],
  scripts: [],
  shared: { made: new Map(), verify },
});

const share = (label: string) => h(Island<ShareButtonProps>, { of: ShareButton, hydrate: 'interaction', props: { title: label, url: `https://example.org/${label}`, mailto: 'a@example.org' } });

// What the fragment holds: an island, a picture and an article's title (a content read).
const inner = (section: string): ReactNode => [
  share(`menu ${section}`),
  h(Picture, { key: 'p', src: 'articles/smart-city.jpg', alt: 'Une ville', sizes: '100vw' }),
  h('p', { key: 't' }, articles.get('smart-city').data.title, ' · ', section),
];

// A page with islands of its own before and after the fragment, with it or written inline.
function page(shared: boolean, ownIslands: number): PageModule<{ section: string }> {
  return {
    head: { title: 'Une page', description: 'Une page de test.' },
    default: ({ section }: { section: string }) =>
      h(
        'div',
        null,
        ...Array.from({ length: ownIslands }, (_, i) => share(`own ${i}`)),
        shared ? h(Shared, { cache: `bar ${section}`, as: 'nav', className: 'bar', 'aria-label': 'Barre' }, inner(section)) : h('nav', { className: 'bar', 'aria-label': 'Barre' }, inner(section)),
        share('after'),
      ),
  };
}

const render = (setup: RenderSetup, mod: PageModule<{ section: string }>, route: string, section: string) =>
  renderPage({ file: 'pages/test.tsx', kind: 'page', route, props: { section } }, mod as PageModule<unknown>, setup);

const effects = (p: RenderedPage) => ({ islands: p.islands, reads: [...p.reads].sort(), sources: [...p.sources].sort(), variants: [...p.variants].sort(), problems: p.propProblems });

test('each page comes out as if it had rendered the markup itself', (ctx) => {
  const setup = setupFor(ctx);
  const plainSetup = setupFor(ctx);
  // Three pages: the first renders the fragment, the others copy it after more or fewer islands.
  const cases: [string, string, number][] = [
    ['/a', 'actualites', 0],
    ['/b', 'actualites', 2],
    ['/c', 'actualites', 1],
    ['/d', 'contact', 3],
  ];
  for (const [route, section, own] of cases) {
    const withShared = render(setup, page(true, own), route, section);
    const inline = render(plainSetup, page(false, own), route, section);
    assert.is(withShared.html, inline.html, route);
    assert.equal(effects(withShared), effects(inline), route);
    // The fragment's island is numbered after the page's own, and the props are in that order.
    assert.ok(withShared.html.includes(`data-p="${own}"`), route);
    assert.is(withShared.islands[own]!.props && (withShared.islands[own]!.props as { title: string }).title, `menu ${section}`);
  }
  // One render per value of `cache`.
  assert.equal([...setup.shared.made.keys()], ['bar actualites', 'bar contact']);
});

test('markup shared inside shared markup: its islands are numbered on each page too', (ctx) => {
  const nested = (shared: boolean): PageModule<{ section: string }> => ({
    head: { title: 'Une page', description: 'Une page de test.' },
    default: ({ section }: { section: string }) => {
      const inner = [share('inner'), h('p', { key: 'p' }, section)];
      const outer = [share('outer'), shared ? h(Shared, { key: 'in', cache: `in ${section}`, as: 'div' }, inner) : h('div', { key: 'in' }, inner)];
      return h('div', null, share('own'), shared ? h(Shared, { cache: `out ${section}`, as: 'aside' }, outer) : h('aside', null, outer), share('after'));
    },
  });
  const setup = setupFor(ctx);
  const plainSetup = setupFor(ctx);
  for (const [route, section] of [['/a', 'x'], ['/b', 'x'], ['/c', 'y']] as const) {
    const withShared = render(setup, nested(true), route, section);
    const inline = render(plainSetup, nested(false), route, section);
    assert.is(withShared.html, inline.html, route);
    assert.equal(effects(withShared), effects(inline), route);
  }
});

test('a cache key that misses what the markup depends on: the dev server names both pages', (ctx) => {
  const forgetful: PageModule<{ section: string }> = {
    head: { title: 'Une page', description: 'Une page de test.' },
    default: ({ section }: { section: string }) => h(Shared, { cache: 'bar', as: 'nav' }, h('p', null, section)),
  };
  const setup = setupFor(ctx, true);
  render(setup, forgetful, '/a', 'actualites');
  try {
    render(setup, forgetful, '/b', 'contact');
    assert.unreachable('the second page rendered');
  } catch (error) {
    assert.instance(error, BuildError);
    assert.match((error as Error).message, /<Shared cache="bar"> renders other markup on \/b than on \/a/);
  }
});

test('inside an island, <Shared> stops the build with the page and the island', (ctx) => {
  const Wrapper = ({ children }: { children?: ReactNode }) => h('div', null, children);
  const setup = setupFor(ctx);
  setup.islands.set(Wrapper as ComponentType<never>, { name: 'Wrapper', file: 'islands/Wrapper.tsx' });
  const mod: PageModule<{ section: string }> = {
    head: { title: 'Une page', description: 'Une page de test.' },
    default: () => h(Island<{ children?: ReactNode }>, { of: Wrapper, props: {} }, h(Shared, { cache: 'x', as: 'div' }, 'texte')),
  };
  try {
    render(setup, mod, '/a', '');
    assert.unreachable('the page rendered');
  } catch (error) {
    assert.instance(error, BuildError);
    assert.match((error as Error).message, /\/a -> <Shared cache="x"> is rendered inside the island Wrapper/);
  }
});

test.run();
