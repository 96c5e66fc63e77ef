import * as assert from 'uvu/assert';
import { suite } from 'uvu';
import { expandRoutes, outputPath, resolvePath, routeFile } from '../../build/render/routes.ts';
import { BuildError } from '../../build/errors.ts';

const test = suite('routes');

test('file names become routes: index, nested index, plain page, 404', () => {
  assert.is(routeFile('pages/index.tsx').pattern, '/');
  assert.is(routeFile('pages/acteurs/index.tsx').pattern, '/acteurs');
  assert.is(routeFile('pages/acteurs/investisseurs.tsx').pattern, '/acteurs/investisseurs');
  assert.is(routeFile('pages/contact.tsx').pattern, '/contact');
  assert.is(routeFile('pages/404.tsx').pattern, '/404');
});

test('a name with an extension before .ts is an endpoint that writes that file', () => {
  const r = routeFile('pages/sitemap.xml.ts');
  assert.is(r.kind, 'endpoint');
  assert.is(r.pattern, '/sitemap.xml');
  assert.is(outputPath('/sitemap.xml', 'endpoint'), 'sitemap.xml');
});

test('a template page lists one route per entry, parameters anywhere in a segment', () => {
  const rf = routeFile('pages/carte-de-visite-[name]/qr-code.tsx');
  assert.equal(rf.params, ['name']);
  const routes = expandRoutes(rf, () => [
    { params: { name: 'lucas-morel' }, props: { n: 1 } },
    { params: { name: 'camille-ferrand' }, props: { n: 2 } },
  ]);
  assert.equal(routes.map((r) => r.route), ['/carte-de-visite-lucas-morel/qr-code', '/carte-de-visite-camille-ferrand/qr-code']);
  assert.equal(routes[1]!.props, { n: 2 });
});

test('a template without routes(), or a bad parameter value, is a build error naming the file', () => {
  const rf = routeFile('pages/article/[slug].tsx');
  assert.throws(() => expandRoutes(rf, undefined), (e: BuildError) => e.problems[0]!.startsWith('pages/article/[slug].tsx: its name has [slug]'));
  assert.throws(
    () => expandRoutes(rf, () => [{ params: { slug: 'a/b' }, props: {} }]),
    (e: BuildError) => /routes\(\)\[0\]\.params\.slug: expected a URL-safe value/.test(e.problems[0]!),
  );
});

test('pages are written as folder/index.html, the home and the 404 at the top', () => {
  assert.is(outputPath('/', 'page'), 'index.html');
  assert.is(outputPath('/404', 'page'), '404.html');
  assert.is(outputPath('/article/smart-city', 'page'), 'article/smart-city/index.html');
});

test('URLs resolve the way static hosts serve them', () => {
  const files = new Set(['index.html', 'contact/index.html', 'robots.txt', 'a b/index.html']);
  assert.is(resolvePath('/', files), 'index.html');
  assert.is(resolvePath('/contact', files), 'contact/index.html');
  assert.is(resolvePath('/contact/', files), 'contact/index.html');
  assert.is(resolvePath('/robots.txt', files), 'robots.txt');
  assert.is(resolvePath('/a%20b', files), 'a b/index.html');
  assert.is(resolvePath('/contacts', files), null);
  assert.is(resolvePath('/robots.txt/', files), null);
});

test.run();
