// The image pipeline: source images are scanned before the pages render (so <Picture> knows
// each one's size and placeholder colour synchronously), pages ask for variants while they
// render, and every variant not already in the cache is encoded after, in parallel.
// Encodes are cached under .cache/images by the source's content hash plus the options, so a
// warm build re-encodes nothing and never even loads sharp.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export type Format = 'avif' | 'webp' | 'jpeg' | 'png';

export interface SourceImage {
  /** Path relative to the images folder, e.g. "articles/smart-city.jpg". */
  src: string;
  hash: string;
  width: number;
  height: number;
  hasAlpha: boolean;
  /** Dominant colour, rounded to 4 bits a channel so that similar images share a CSS rule. */
  color: string;
}

export interface Variant {
  src: string;
  width: number;
  height: number;
  format: Format;
  url: string;
}

export interface ImageStats {
  sources: number;
  variants: number;
  encoded: number;
  reused: number;
}

const SOURCE = /\.(jpe?g|png|webp|avif|tiff?|svg)$/i;
// Quality settings: AVIF at effort 4 would cost ~1.5 s a large image; 2 is a third of that
// for a few percent more bytes, which keeps a cold build of the whole site in minutes.
const ENCODE = {
  avif: { quality: 52, effort: 2 },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true },
  png: { compressionLevel: 9, palette: true },
} as const;

const SVG_DENSITY = 288;

type Sharp = (typeof import('sharp'))['default'];
let sharpModule: Sharp | null = null;
async function loadSharp(): Promise<Sharp> {
  if (!sharpModule) {
    sharpModule = (await import('sharp')).default;
    // sharp defaults to one thread here; give libvips every core.
    sharpModule.concurrency(availableParallelism());
  }
  return sharpModule;
}

// Content hashes by path, size and modification time: a process that builds again (the dev
// server) reads a source image again only when it changed.
const hashes = new Map<string, { stamp: string; hash: string }>();

function contentHash(abs: string): string {
  const { size, mtimeMs } = statSync(abs);
  const stamp = `${size}:${mtimeMs}`;
  const known = hashes.get(abs);
  if (known?.stamp === stamp) return known.hash;
  const hash = createHash('sha256').update(readFileSync(abs)).digest('hex').slice(0, 16);
  hashes.set(abs, { stamp, hash });
  return hash;
}

export class ImageStore {
  readonly sources = new Map<string, SourceImage>();
  private readonly wanted = new Map<string, Variant>();
  private readonly metaFile: string;

  constructor(
    readonly dir: string,
    private readonly cacheDir: string,
  ) {
    this.metaFile = path.join(cacheDir, 'images', 'meta.json');
  }

  /** Reads every source image: size and colour from the cache when its content is known. */
  async scan(): Promise<void> {
    this.sources.clear();
    this.wanted.clear();
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
        const hash = contentHash(abs);
        let meta = known[hash];
        if (!meta) {
          const data = readFileSync(abs);
          const sharp = await loadSharp();
          // A vector source counts as four times its nominal size: variants may be that sharp.
          const image = sharp(data, { density: src.endsWith('.svg') ? SVG_DENSITY : undefined });
          const [info, stats] = await Promise.all([image.metadata(), image.stats()]);
          const { r, g, b } = stats.dominant;
          const q = (n: number) => (Math.round(n / 17) * 17).toString(16).padStart(2, '0');
          meta = { hash, width: info.width!, height: info.height!, hasAlpha: Boolean(info.hasAlpha), color: `${q(r)}${q(g)}${q(b)}` };
          known[hash] = meta;
          added = true;
        }
        this.sources.set(src, { src, ...meta });
      }),
    );
    if (added) {
      mkdirSync(path.dirname(this.metaFile), { recursive: true });
      // Written aside then renamed: a build running alongside never reads half a file.
      const tmp = `${this.metaFile}.${process.pid}`;
      writeFileSync(tmp, JSON.stringify(known));
      renameSync(tmp, this.metaFile);
    }
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
    this.wanted.set(url, { ...info, url });
  }

  info(url: string): Variant | undefined {
    return this.wanted.get(url);
  }

  /** A variant's URL, recorded so that the build encodes it. */
  variant(src: string, width: number, format: Format, height?: number): Variant {
    const source = this.sources.get(src)!;
    const w = Math.min(width, source.width);
    const h = height ?? Math.round((source.height * w) / source.width);
    const key = createHash('sha256')
      .update(`${source.hash}:${w}x${h}:${format}:${JSON.stringify(ENCODE[format])}`)
      .digest('hex')
      .slice(0, 10);
    const name = path.basename(src).replace(/\.[^.]+$/, '');
    const url = `/assets/img/${name}-${w}${height ? `x${h}` : ''}-${key}.${format === 'jpeg' ? 'jpg' : format}`;
    const variant = { src, width: w, height: h, format, url };
    this.wanted.set(url, variant);
    return variant;
  }

  /**
   * Encodes what the pages asked for and is not cached yet; returns where each file of dist/
   * lies in the cache, to be copied from there.
   */
  async encode(): Promise<{ copies: Map<string, string>; stats: ImageStats }> {
    const dir = path.join(this.cacheDir, 'images');
    mkdirSync(dir, { recursive: true });
    const cached = (v: Variant) => path.join(dir, path.basename(v.url));
    const missing = [...this.wanted.values()].filter((v) => !existsSync(cached(v)));
    if (missing.length) {
      const sharp = await loadSharp();
      // libvips already uses every core inside one encode; two at once keeps both busy
      // through each encode's single-threaded stretches.
      const queue = [...missing];
      const worker = async () => {
        for (let v = queue.shift(); v; v = queue.shift()) {
          const source = this.sources.get(v.src)!;
          // A vector source is drawn at the density its largest variant needs, so it stays sharp.
          const density = v.src.endsWith('.svg') ? Math.max(1, (SVG_DENSITY * v.width) / source.width) : undefined;
          const data = await sharp(path.join(this.dir, v.src), { density })
            .rotate()
            .resize(v.width, v.height, { fit: 'cover', position: 'attention' })
            .toFormat(v.format, ENCODE[v.format])
            .toBuffer();
          const tmp = `${cached(v)}.${process.pid}`;
          writeFileSync(tmp, data);
          renameSync(tmp, cached(v));
        }
      };
      await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
    }
    const copies = new Map([...this.wanted.values()].map((v) => [v.url.slice(1), cached(v)]));
    return { copies, stats: { sources: this.sources.size, variants: this.wanted.size, encoded: missing.length, reused: this.wanted.size - missing.length } };
  }
}
