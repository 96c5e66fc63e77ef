// Each collection's preview: the site's own components (the news card, a project's hero, galleries
// and facts, the team card, the key figures band, the office card), fed with the entry being
// edited, in the site's stylesheet (main.tsx).
import { Component, type ComponentType, type ReactNode } from 'react';
import { NewsCard } from '../../islands/_lib/NewsCard.tsx';
import { ArticleFigures, ArticleSources } from '../../pages/_components/ArticleNotes.tsx';
import { KeyFigures } from '../../pages/_components/KeyFigures.tsx';
import { OfficeCard } from '../../pages/_components/OfficeCard.tsx';
import { Gallery } from '../../pages/nos-realisations/_parts/Gallery.tsx';
import { ProjectFacts } from '../../pages/nos-realisations/_parts/ProjectFacts.tsx';
import { ProjectHero } from '../../pages/nos-realisations/_parts/ProjectHero.tsx';
import { TeamCard } from '../../pages/qui-sommes-nous/_parts/TeamCard.tsx';
import { authorName } from '../../pages/_lib/people.ts';
import { contactNotes } from '../../content/forms.ts';
import { contact } from '../../content/pages.ts';
import type { Article } from '../../content/articles.ts';
import type { KeyFigures as Figures } from '../../content/proof.ts';
import type { Realisation } from '../../content/realisations.ts';
import type { Office, Person } from '../../content/schemas.ts';
import { editorCollections } from '../collections.ts';
import { setAssetUrl } from './shims/image.tsx';

/** Decap's description of a field (an Immutable map). */
interface FieldMap {
  get: (key: string) => unknown;
}

interface PreviewProps {
  entry: { toJS: () => { data: Record<string, unknown> } };
  /** A picture of the entry, found through its field (whose media folder it is in). */
  getAsset: (path: string, field?: FieldMap) => { toString(): string } | undefined;
  widgetFor: (name: string) => ReactNode;
  fields: { find: (test: (f: FieldMap) => boolean) => FieldMap | undefined };
}

/** The field at `path` (`people.photo`), for getAsset. */
function fieldAt(props: PreviewProps, path: string): FieldMap | undefined {
  let fields: PreviewProps['fields'] | undefined = props.fields;
  let found: FieldMap | undefined;
  for (const name of path.split('.')) {
    found = fields?.find((f) => f.get('name') === name);
    fields = found?.get('fields') as PreviewProps['fields'] | undefined;
  }
  return found;
}

interface Registry {
  registerPreviewTemplate: (name: string, component: ComponentType<PreviewProps>) => void;
}

/** The entry's data, the pictures of its field `picture` (if it has one) resolved as the editor holds them. */
function dataOf(props: PreviewProps, picture?: string): Record<string, unknown> {
  const field = picture ? fieldAt(props, picture) : undefined;
  setAssetUrl((src) => props.getAsset(src, field)?.toString() ?? src);
  return props.entry.toJS().data;
}

const INCOMPLETE = 'L’aperçu paraîtra quand les champs obligatoires seront remplis.';

/** A preview that fails (a field still half-typed) says so, and shows again once it renders. */
class Guard extends Component<{ children: ReactNode; entry: unknown }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(before: { entry: unknown }) {
    if (before.entry !== this.props.entry && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <p className="container">{INCOMPLETE}</p> : this.props.children;
  }
}

function guarded(render: (props: PreviewProps) => ReactNode): ComponentType<PreviewProps> {
  return function Preview(props: PreviewProps) {
    return <Guard entry={props.entry}>{render(props)}</Guard>;
  };
}

/** A gallery's name as the editor labels it ("Reportage", "Plans"…). */
const galleryName = (id: string) => editorCollections.find((c) => c.name === 'realisations')?.looks[`galleries.${id}`]?.label ?? id;
const previewCell = () => ({ sizes: '(min-width: 768px) 33vw, 100vw', widths: [800] });

export function registerPreviews(cms: Registry) {
  cms.registerPreviewTemplate(
    'articles',
    guarded((props) => {
      const a = dataOf(props, 'image') as Record<string, string>;
      const notes = a as unknown as Pick<Article, 'keyFigures' | 'sources'>;
      if (!a.title || !/^\d{4}-\d{2}-\d{2}$/.test(a.date ?? '')) return <p className="container">{INCOMPLETE}</p>;
      const image = { width: 1600, height: 900, avif: '', webp: '', fallback: props.getAsset(a.image ?? '', fieldAt(props, 'image'))?.toString() ?? '', placeholder: '' };
      const author = authorName(a.author);
      return (
        <main className="container">
          <ul className="card-grid">
            <li>
              <NewsCard article={{ slug: a.slug ?? '', title: a.title ?? '', date: a.date ?? '', category: a.category ?? '', excerpt: a.excerpt ?? '', imageAlt: a.imageAlt ?? '', image, readingMinutes: Number(a.readingMinutes) || 1, ...(author ? { author } : {}) }} />
            </li>
          </ul>
          <div className="article-layout">
            <ArticleFigures figures={notes.keyFigures} />
            <div className="article-main">
              <article className="prose article-body">{props.widgetFor('body')}</article>
              <ArticleSources sources={notes.sources} />
            </div>
          </div>
        </main>
      );
    }),
  );
  cms.registerPreviewTemplate(
    'realisations',
    guarded((props) => {
      // Every picture of a project lies in the project's folder, the media folder of each of them.
      const project = dataOf(props, 'image') as Realisation;
      if (!project.title || !project.image) return <p className="container">{INCOMPLETE}</p>;
      return (
        <main>
          <ProjectHero project={project} />
          {Object.entries(project.galleries ?? {}).map(([id, images]) => (
            <section key={id} className="section" aria-labelledby={`${id}-titre`}>
              <div className="container">
                <h2 id={`${id}-titre`}>{galleryName(id)}</h2>
                <Gallery id={id} label={galleryName(id)} images={images} layout="captioned" cell={previewCell} />
              </div>
            </section>
          ))}
          <ProjectFacts project={project} />
        </main>
      );
    }),
  );
  cms.registerPreviewTemplate(
    'equipe',
    guarded((props) => {
      const { people = [] } = dataOf(props, 'people.photo') as { people?: Person[] };
      return (
        <ul className="team-grid container">
          {people.map((p) => (
            <TeamCard key={p.slug} person={{ ...p, tags: p.tags ?? [] }} />
          ))}
        </ul>
      );
    }),
  );
  cms.registerPreviewTemplate(
    'chiffres',
    guarded((props) => <KeyFigures id="chiffres-cles" figures={dataOf(props) as unknown as Figures} />),
  );
  cms.registerPreviewTemplate(
    'agence',
    guarded((props) => {
      const office = dataOf(props) as Office;
      return (
        <main className="section">
          <div className="container find-us-text">
            <h2>{contact.visit.title}</h2>
            <p className="lead">{contactNotes.page(office.replyTime ?? '')}</p>
            <OfficeCard office={{ ...office, hours: office.hours ?? [] }} />
          </div>
        </main>
      );
    }),
  );
}
