// The Decap CMS configuration of the web editor, made from cms/collections.ts (and so from the
// schemas of content/): the same for `npm run cms` (local backend) and a published /admin/.
import type { ProductionBackend } from '../cms.config.ts';
import { editorCollections, type EditorCollection } from './collections.ts';
import { decapFields, type DecapField } from './fields.ts';
import { rulesOf } from './rules.ts';

/** `npm run cms`: Decap's proxy backend, on the same loopback origin as the editor. */
export interface LocalBackend {
  name: 'proxy';
  proxy_url: string;
  branch: string;
}

/** The Markdown text of an article or a project: what the build allows (README, « What the text may hold »). */
const body: DecapField = {
  name: 'body',
  label: 'Texte',
  widget: 'markdown',
  required: true,
  hint: 'Chaque intertitre (« Intertitre 2 ») ouvre une section. Ni image ni HTML dans le texte : la photo se choisit plus haut.',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
  editor_components: [],
  modes: ['rich_text', 'raw'],
};

/** The fields of one collection, from its schema's rules. */
export function fieldsOf(collection: EditorCollection): DecapField[] {
  return decapFields(rulesOf(collection.schema, collection.name), collection.looks, collection.name, '', collection.keys);
}

function decapCollection(collection: EditorCollection): object {
  const fields = fieldsOf(collection);
  const common = { name: collection.name, label: collection.label, description: collection.description };
  if ('folder' in collection.source) {
    return {
      ...common,
      folder: collection.source.folder,
      extension: 'md',
      format: 'frontmatter',
      create: collection.source.create,
      delete: false,
      slug: collection.source.slug,
      identifier_field: 'title',
      summary: '{{title}}',
      fields: [...fields, body],
    };
  }
  return { ...common, delete: false, files: [{ name: collection.name, label: collection.source.fileLabel, file: collection.source.file, fields }] };
}

/** The whole configuration, for `CMS.init({ config })`. */
export function decapConfig(backend: ProductionBackend | LocalBackend): object {
  return {
    backend,
    load_config_file: false,
    locale: 'fr',
    publish_mode: 'simple',
    // An optional field left empty is left out of the file, as the schemas want it (an empty
    // website would be an invalid address).
    omit_empty_optional_fields: true,
    media_folder: 'content/images',
    public_folder: '',
    // Names of new files (an article's, an uploaded picture's): ASCII, lower case asked by the patterns.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: editorCollections.map(decapCollection),
  };
}
