// The image pipeline: source images are scanned before the pages render (so <Picture> knows
// each one's size and placeholder colour synchronously), pages ask for variants while they
// render, and every variant not already in the cache is encoded after, in parallel.
// Encodes are cached under .cache/images by the source's content hash plus the options, so a
// warm build re-encodes nothing and never even loads sharp.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Sharp as SharpImage } from 'sharp';
import { BuildError, errors } from '../errors.ts';
import { stampOf, type FileStamp } from '../output/stamp.ts';
import { settled } from '../cache/stamps.ts';
import { atomicWrite } from '../cache/write.ts';

export type Format = 'avif' | 'webp' | 'jpeg' | 'png';

export interface SourceImage {
  /** Path relative to the images folder, e.g. "articles/smart-city.jpg". */
  src: string;
  hash: string;
  width: number;
  height: number;
  hasAlpha: boolean;
  /** Dominant colour, rounded to 4 bits a channel (a CSS hex triplet, `fe8`) so that similar images share a CSS rule. */
  color: string;
}

export interface Variant {
  src: string;
  width: number;
  height: number;
  format: Format;
  url: string;
  /**
   * Where the subject lies, as shares of the source's width and height from its top left: a crop
   * to another shape keeps that point as near its middle as the picture allows. Without it,
   * libvips crops to what it finds most salient.
   */
  focus?: Focus;
}

export type Focus = readonly [x: number, y: number];

export interface ImageStats {
  sources: number;
  variants: number;
  encoded: number;
  reused: number;
}

const SOURCE = /\.(jpe?g|png|webp|avif|tiff?|svg)$/i;
// Quality settings: effort 2 for AVIF and WebP, much faster than the default effort for a few
// more bytes, which keeps a cold build of the whole site short. AVIF at quality 42: the rendered
// photographs are dense, and at full size look as they would at a higher quality.
const ENCODE = {
  avif: { quality: 42, effort: 2 },
  webp: { quality: 74, effort: 2 },
  jpeg: { quality: 76, mozjpeg: true },
  png: { compressionLevel: 9, palette: true },
} as const;

const SVG_DENSITY = 288;

type Sharp = (typeof import('sharp'))['default'];
/** sharp, once loaded: a cache of the import. */
let sharpCache: Sharp | null = null;
// libvips' thread count shapes an AVIF file's bytes, not only how fast it is made: every encode
// runs with this many, on any machine, so a build gives the same files everywhere. (Loading
// sharp anew, as a worker of the executor's pool does, resets the count for the whole process: encode() sets
// it again each time.) More cores go to encoding several images at once.
const ENCODE_THREADS = 2;
async function loadSharp(): Promise<Sharp> {
  sharpCache ??= (await import('sharp')).default;
  sharpCache.concurrency(ENCODE_THREADS);
  return sharpCache;
}

/**
 * A cache of content hashes by path, size and modification time, kept in
 * .cache/images/hashes.json: a build reads a source image again only when it changed.
 */
const hashCache: { hashes: Map<string, { stamp: string; hash: string }> | null; changed: boolean } = { hashes: null, changed: false };

function contentHash(abs: string, cacheDir: string): string {
  const hashes = (hashCache.hashes ??= loadHashes(cacheDir));
  const { size, mtimeMs } = statSync(abs);
  const stamp = `${size}:${mtimeMs}`;
  const known = hashes.get(abs);
  if (known?.stamp === stamp) return known.hash;
  const hash = createHash('sha256').update(readFileSync(abs)).digest('hex').slice(0, 16);
  // A file saved this very moment may change again within the same time stamp: not kept.
  if (settled(mtimeMs)) {
    hashes.set(abs, { stamp, hash });
    hashCache.changed = true;
  }
  return hash;
}

function loadHashes(cacheDir: string): Map<string, { stamp: string; hash: string }> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(path.join(cacheDir, 'images', 'hashes.json'), 'utf8'))));
  } catch {
    return new Map();
  }
}

function saveHashes(cacheDir: string) {
  if (!hashCache.hashes || !hashCache.changed) return;
  hashCache.changed = false;
  atomicWrite(path.join(cacheDir, 'images', 'hashes.json'), JSON.stringify(Object.fromEntries(hashCache.hashes)));
}

/** Decodes run one after the other (see below): each waits for the one before. */
const decodeQueue = { last: Promise.resolve() as Promise<unknown> };
function decodeInTurn<T>(decode: () => Promise<T>): Promise<T> {
  const turn = decodeQueue.last.then(decode, decode);
  decodeQueue.last = turn.catch(() => undefined);
  return turn;
}

type Decoded = Omit<SourceImage, 'src'>;
/** What decoding each content gave in this process, by its hash (and how it was read). */
const decoded = new Map<string, Promise<Decoded | Error>>();

/**
 * Size and colour of a source, or why it cannot be decoded; the same bytes are decoded once
 * and share the verdict. Decoded again, a damaged JPEG could pass: libvips keeps the load of
 * identical bytes in its cache, and a second stats() on it can read no error.
 */
function decodeOnce(hash: string, abs: string, vector: boolean): Promise<Decoded | Error> {
  const key = vector ? `${hash} svg` : hash;
  let verdict = decoded.get(key);
  if (!verdict) {
    verdict = (async () => {
      const sharp = await loadSharp();
      // A vector source counts as four times its nominal size: variants may be that sharp.
      const image = sharp(readFileSync(abs), { density: vector ? SVG_DENSITY : undefined });
      // stats() decodes every pixel: a truncated file fails here, not while encoding. One image
      // at a time: libvips ties a decoder's warning to no image, and with several decoding at
      // once a truncated JPEG can pass (libvips/libvips#2309).
      const read = await decodeInTurn(() => Promise.all([image.metadata(), image.stats()])).catch((error: Error) => error);
      if (read instanceof Error) return read;
      const [info, stats] = read;
      const { r, g, b } = stats.dominant;
      const q = (n: number) => Math.round(n / 17).toString(16);
      return { hash, width: info.width!, height: info.height!, hasAlpha: Boolean(info.hasAlpha), color: `${q(r)}${q(g)}${q(b)}` };
    })();
    decoded.set(key, verdict);
  }
  return verdict;
}

/**
 * A picture's bytes read as a build reads a source (its name's format, every pixel decoded, sharp's
 * limit on pixels against decompression bombs): its size, or why the build could not use it. For
 * files not yet in content/images/ (the web editor's uploads, cms/guard.ts).
 */
export async function readSource(bytes: Uint8Array, name: string): Promise<{ width: number; height: number } | Error> {
  if (!SOURCE.test(name)) return new Error(`${name}: not an image format the build reads`);
  const sharp = await loadSharp();
  const image = sharp(bytes, { density: name.endsWith('.svg') ? SVG_DENSITY : undefined });
  const read = await decodeInTurn(() => Promise.all([image.metadata(), image.stats()])).catch((error: Error) => error);
  if (read instanceof Error) return read;
  return { width: read[0].width!, height: read[0].height! };
}

/** The image cache's records of its variants, beside them: name -> the stamp of each as it was encoded. */
const VARIANT_RECORDS = 'variants.json';
const isStamp = (record: unknown): record is FileStamp => typeof (record as Partial<FileStamp> | undefined)?.ino === 'number';
/**
 * Is this file of the cache still as it was encoded (not edited, truncated or replaced)? Its
 * change time is left out: copies of the site share the cache by hard links (the scale bench,
 * the tests' scaled copies), and each link made or removed moves it.
 */
const asEncoded = (s: FileStamp, known: FileStamp) => s.ino === known.ino && s.size === known.size && s.mtimeMs === known.mtimeMs;

export class ImageStore {
  readonly sources = new Map<string, SourceImage>();
  /** Source files that sharp cannot decode, with its reason: in no page, and an error after them. */
  readonly unreadable = new Map<string, string>();
  private readonly wanted = new Map<string, Variant>();
  private readonly metaFile: string;

  /** `label`: the folder as messages name it, e.g. "content/images". */
  constructor(
    readonly dir: string,
    private readonly cacheDir: string,
    private readonly label = dir,
  ) {
    // The layout's version is in the name: meta.json, of the six-digit colours, is not read.
    this.metaFile = path.join(cacheDir, 'images', 'meta-2.json');
  }

  /** Reads every source image: size and colour from the cache when its content is known. */
  async scan(): Promise<void> {
    this.sources.clear();
    this.unreadable.clear();
    this.wanted.clear();
    this.named.clear();
    this.records = null;
    if (!existsSync(this.dir)) return;
    const known: Record<string, Omit<SourceImage, 'src'>> = existsSync(this.metaFile) ? JSON.parse(readFileSync(this.metaFile, 'utf8')) : {};
    const files = readdirSync(this.dir, { recursive: true, encoding: 'utf8' })
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => SOURCE.test(f))
      .sort();
    let added = false;
    await Promise.all(
      files.map(async (src) => {
        const abs = path.join(this.dir, src);
        const hash = contentHash(abs, this.cacheDir);
        let meta = known[hash];
        if (!meta) {
          const read = await decodeOnce(hash, abs, src.endsWith('.svg'));
          if (read instanceof Error) return void this.unreadable.set(src, read.message.split('\n')[0]!);
          meta = known[hash] = read;
          added = true;
        }
        this.sources.set(src, { src, ...meta });
      }),
    );
    saveHashes(this.cacheDir);
    if (added) atomicWrite(this.metaFile, JSON.stringify(known));
  }

  /**
   * The error for the images pages asked for and could not have (`asked`: source -> the page or
   * endpoint files that asked), and with `all`, for every image that cannot be decoded. Each is
   * named by the content fields that hold its path (`heldBy`), else by the files that asked.
   */
  unusable(asked: Map<string, Set<string>>, heldBy: (src: string) => string[] = () => [], all = true): BuildError | null {
    const missing: string[] = [];
    const unreadable: string[] = [];
    for (const [src, files] of asked) {
      const why = this.unreadable.get(src);
      const problem = `${this.label}/${src} ${why ? `cannot be decoded (${why})` : 'does not exist'}`;
      (why ? unreadable : missing).push(...named(src, problem, files, heldBy));
    }
    if (all) for (const [src, why] of this.unreadable) if (!asked.has(src)) unreadable.push(`${this.label}/${src}: cannot be decoded (${why})`);
    if (missing.length) return errors.missingImages(missing);
    return unreadable.length ? errors.unreadableImages(unreadable) : null;
  }

  /** The error naming the images drawn wider than they are, in the content fields that hold them (else the pages), or null. */
  tooSmall(asked: Map<string, { width: number; files: Set<string> }>, heldBy: (src: string) => string[]): BuildError | null {
    const lines = [...asked].flatMap(([src, { width, files }]) => {
      const source = this.sources.get(src);
      return named(src, `${this.label}/${src} is ${source?.width} × ${source?.height} px; its page needs ${width} px across to show it sharp`, files, heldBy);
    });
    return lines.length ? errors.smallImages(lines) : null;
  }

  /** CSS giving each image a background of its dominant colour until it loads. */
  placeholderCss(): string {
    const colors = new Set([...this.sources.values()].filter((s) => !s.hasAlpha).map((s) => s.color));
    return [...colors]
      .sort()
      .map((c) => `.ph-${c}{background-color:#${c}}`)
      .join('');
  }

  /** What a page's key holds of a source image: its content, size and placeholder. */
  sourceKey(src: string): string {
    const s = this.sources.get(src);
    return s ? `${s.hash}:${s.width}x${s.height}:${s.color}:${s.hasAlpha}` : 'missing';
  }

  /** A variant named by a page the build did not render again (its record kept it). */
  want(url: string, info: Omit<Variant, 'url'>): void {
    if (this.wanted.has(url)) return;
    const v = { ...info, url };
    this.wanted.set(url, v);
    this.onName?.(v);
  }

  /** Told of each variant the first time it is named (the build copies it into its tree at once). */
  onName?: (v: Variant) => void;

  wantedVariants(): Variant[] {
    return [...this.wanted.values()];
  }

  info(url: string): Variant | undefined {
    return this.wanted.get(url);
  }

  // Every page asks for the same few dozen variants again and again (the cards of the other
  // articles): the name of each is worked out once.
  private readonly named = new Map<string, Variant>();

  /** A variant's URL, recorded so that the build encodes it. */
  variant(src: string, width: number, format: Format, height?: number, focus?: Focus): Variant {
    // A focus moves only a crop: a variant of the picture's own shape has none.
    const framed = height === undefined ? undefined : focus;
    const asked = `${src}\n${width}\n${format}\n${height}\n${framed}`;
    let variant = this.named.get(asked);
    if (!variant) {
      const source = this.sources.get(src)!;
      const w = Math.min(width, source.width);
      const h = height ?? Math.round((source.height * w) / source.width);
      const key = createHash('sha256')
        .update(`${source.hash}:${w}x${h}:${format}:${JSON.stringify(ENCODE[format])}${framed ? `:${framed}` : ''}`)
        .digest('hex')
        .slice(0, 10);
      const name = path.basename(src).replace(/\.[^.]+$/, '');
      const url = `/assets/img/${name}-${w}${height ? `x${h}` : ''}-${key}.${format === 'jpeg' ? 'jpg' : format}`;
      variant = { src, width: w, height: h, format, url, ...(framed && { focus: framed }) };
      this.named.set(asked, variant);
    }
    if (!this.wanted.has(variant.url)) {
      this.wanted.set(variant.url, variant);
      this.onName?.(variant);
    }
    return variant;
  }

  // Records of the cache's files, made when each was encoded.
  private records: Record<string, unknown> | null = null;
  private recordsChanged = false;
  private get recordFile() {
    return path.join(this.cacheDir, 'images', VARIANT_RECORDS);
  }
  private recordsNow() {
    if (!this.records) {
      try {
        this.records = JSON.parse(readFileSync(this.recordFile, 'utf8'));
      } catch {
        this.records = {};
      }
    }
    return this.records!;
  }
  private record(name: string, stamp: FileStamp) {
    this.recordsNow()[name] = stamp;
    this.recordsChanged = true;
  }

  /**
   * The cache's file of a variant, when it is sound: as the record made when it was encoded says
   * (inode, size and time: a file edited or truncated in place no longer matches). Null: it must
   * be encoded (again).
   */
  cachedSound(v: Variant): { file: string; stamp: FileStamp } | null {
    const name = path.basename(v.url);
    const file = path.join(this.cacheDir, 'images', name);
    let s;
    try {
      s = statSync(file);
    } catch {
      return null;
    }
    const known = this.recordsNow()[name];
    const stamp = stampOf(s);
    if (!isStamp(known)) {
      // No record of it that this build can read: taken as it is, and recorded from now on.
      this.record(name, stamp);
      return { file, stamp };
    }
    return asEncoded(stamp, known) ? { file, stamp } : null;
  }

  /**
   * Encodes what the pages asked for and the cache lacks (or holds damaged), and returns where
   * each file of dist/ lies in the cache. `needed`: the variants the new tree still takes from
   * the cache (it has the others already).
   */
  async encode(needed: (url: string) => boolean = () => true): Promise<{ files: Map<string, string>; stats: ImageStats }> {
    const dir = path.join(this.cacheDir, 'images');
    mkdirSync(dir, { recursive: true });
    const cached = (v: Variant) => path.join(dir, path.basename(v.url));
    const wanted = [...this.wanted.values()].filter((v) => needed(v.url));
    const sound = wanted.map((v) => this.cachedSound(v) !== null);
    const missing = wanted.filter((_, i) => !sound[i]);
    if (missing.length) {
      const sharp = await loadSharp();
      // One encode at a time per core, two at least: each runs on ENCODE_THREADS of libvips'
      // threads and has single-threaded stretches, which the others fill.
      const queue = [...missing];
      const worker = async () => {
        for (let v = queue.shift(); v; v = queue.shift()) {
          const source = this.sources.get(v.src)!;
          // A vector source is drawn at the density its largest variant needs, so it stays sharp.
          const density = v.src.endsWith('.svg') ? Math.max(1, (SVG_DENSITY * v.width) / source.width) : undefined;
          const image = sharp(path.join(this.dir, v.src), { density }).rotate();
          const data = await (v.focus ? framedCrop(image, source, v, v.focus) : image.resize(v.width, v.height, { fit: 'cover', position: 'attention' }))
            .toFormat(v.format, ENCODE[v.format])
            .toBuffer();
          atomicWrite(cached(v), data);
          this.record(path.basename(v.url), stampOf(statSync(cached(v))));
        }
      };
      await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
    }
    if (this.recordsChanged) {
      atomicWrite(this.recordFile, JSON.stringify(this.records));
      this.recordsChanged = false;
    }
    const files = new Map(wanted.map((v) => [v.url.slice(1), cached(v)]));
    return { files, stats: { sources: this.sources.size, variants: this.wanted.size, encoded: missing.length, reused: this.wanted.size - missing.length } };
  }
}

/**
 * The picture scaled to cover the variant's box, then cut to it around `focus`: the box is
 * centred on that point, and slid back inside the picture where it would cross an edge.
 */
function framedCrop(image: SharpImage, source: SourceImage, v: Variant, [fx, fy]: Focus): SharpImage {
  const scale = Math.max(v.width / source.width, v.height / source.height);
  const w = Math.max(v.width, Math.round(source.width * scale));
  const h = Math.max(v.height, Math.round(source.height * scale));
  const at = (share: number, size: number, box: number) => Math.min(size - box, Math.max(0, Math.round(share * size - box / 2)));
  return image.resize(w, h, { fit: 'fill' }).extract({ left: at(fx, w, v.width), top: at(fy, h, v.height), width: v.width, height: v.height });
}

/** A problem with the image `src`, once per content field that holds its path, else per file that asked for it. */
function named(src: string, problem: string, files: Set<string>, heldBy: (src: string) => string[]): string[] {
  const held = heldBy(src);
  return held.length ? held.map((field) => `${field}: ${problem}`) : [...files].map((file) => `${file} -> image "${src}": ${problem}`);
}
