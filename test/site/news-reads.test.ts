// What the news pages read while they render. The engine is getting incremental builds that
// render a page again only when its props, its code or the entries it read have changed: an
// article page that read every article would be rendered again after any edit, 10,000 times.
// Here the pages are rendered with a collection whose all() throws: an article page must manage
// with its props and its own entry, a list page after the first with its props alone.
import { cpSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Entry } from '../../build/content/collection.ts';
import { ImageStore } from '../../build/assets/images.ts';
import type { PageModule, RouteEntry } from '../../build/render/page.ts';
import { renderPage, type RenderSetup } from '../../build/render/render.ts';
import { articles, type Article } from '../../content/articles.ts';
import MobileMenu from '../../islands/MobileMenu.tsx';
import NewsSearch from '../../islands/NewsSearch.tsx';
import NewsletterForm from '../../islands/NewsletterForm.tsx';
import ShareButton from '../../islands/ShareButton.tsx';
import * as articlePage from '../../pages/article/[slug].tsx';
import * as listPage from '../../pages/actualites/page/[n].tsx';
import { generateArticles } from '../../scripts/generate-articles.ts';
import config from '../../site.config.ts';
import { cleanup, repoRoot, tempDir } from '../helpers/site.ts';

type Routes = RouteEntry<unknown>[];

interface Ctx {
  setup: RenderSetup;
  root: string;
  articleRoutes: Routes;
  listRoutes: Routes;
  /** Ids given by get() since the last reset. */
  reads: string[];
  restore: () => void;
}

const test = suite<Ctx>('news pages - what they read while rendering');

test.before(async (ctx) => {
  // The 4 real articles and 40 generated ones: the list has pages after the first.
  ctx.root = tempDir('reads-');
  const dir = path.join(ctx.root, 'content', 'articles');
  cpSync(path.join(repoRoot, 'content', 'articles'), dir, { recursive: true });
  generateArticles(40, dir);
  articles.load(ctx.root);

  // The islands these pages place (the others import CSS, which Node cannot load).
  const island = (component: unknown, name: string): [ComponentType<never>, { name: string; file: string }] => [component as ComponentType<never>, { name, file: `islands/${name}.tsx` }];
  const islands = new Map([island(MobileMenu, 'MobileMenu'), island(NewsletterForm, 'NewsletterForm'), island(ShareButton, 'ShareButton'), island(NewsSearch, 'NewsSearch')]);
  const images = new ImageStore(path.join(repoRoot, config.images), path.join(repoRoot, '.cache'));
  await images.scan();
  ctx.setup = { config, islands, islandSrc: (file) => `/${file}.js`, islandCss: () => undefined, images, runtime: '/runtime.js', stylesheet: '/site.css', headLinks: [], scripts: [], shared: { made: new Map(), verify: true } };

  // routes() runs once for all the pages of a template: it may read everything.
  ctx.articleRoutes = articlePage.routes();
  ctx.listRoutes = listPage.routes();

  // From here on all() throws, and get() answers from a map of its own, noting each id.
  const byId = new Map(articles.all().map((e) => [e.id, e]));
  const { all, get } = articles;
  ctx.reads = [];
  articles.all = () => {
    throw new Error('articles.all() read while a page renders');
  };
  articles.get = (id: string): Entry<Article> => {
    ctx.reads.push(id);
    const entry = byId.get(id);
    if (!entry) throw new Error(`no article ${id}`);
    return entry;
  };
  ctx.restore = () => Object.assign(articles, { all, get });
});

test.after((ctx) => {
  ctx.restore?.();
  articles.load(repoRoot); // as the other test files expect it
  if (ctx.root) cleanup(ctx.root);
});

// A news card's opening tag, whatever other classes the tile gives it.
const NEWS_CARD = /<article class="(?:[\w-]+ )*news-card(?: [\w-]+)*"/g;

const render = (ctx: Ctx, file: string, mod: unknown, entry: RouteEntry<unknown>, route: string) =>
  renderPage({ file, kind: 'page', route, props: entry.props }, mod as PageModule<unknown>, ctx.setup);

test('every article page renders from its props and its own entry alone', (ctx) => {
  assert.is(ctx.articleRoutes.length, 44);
  for (const entry of ctx.articleRoutes) {
    ctx.reads.length = 0;
    const { html } = render(ctx, 'pages/article/[slug].tsx', articlePage, entry, `/article/${entry.params.slug}`);
    assert.ok(ctx.reads.length > 0 && ctx.reads.every((id) => id === entry.params.slug), `${entry.params.slug} read ${ctx.reads.join(', ')}`);
    assert.is(html.match(NEWS_CARD)?.length, 3, entry.params.slug!);
  }
});

test('the list pages after the first render from their props, reading no article', (ctx) => {
  assert.is(ctx.listRoutes.length, 3);
  for (const entry of ctx.listRoutes) {
    ctx.reads.length = 0;
    const { html } = render(ctx, 'pages/actualites/page/[n].tsx', listPage, entry, `/actualites/page/${entry.params.n}`);
    assert.equal(ctx.reads, []);
    assert.ok((html.match(NEWS_CARD)?.length ?? 0) >= 8);
  }
});

test.run();
