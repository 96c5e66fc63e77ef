import { imageUrl, Picture } from '../../../build/render/image.tsx';
import { Island } from '../../../build/render/island.tsx';
import GalleryIsland from '../../../islands/Gallery.tsx';
import { portfolioWords } from '../../../content/portfolio.ts';

/**
 * The project's wide view, edge to edge, linking to the whole picture: in the page's viewer once
 * touched (a click made before the code is there is replayed), the bare file without JavaScript.
 */
export function Panorama({ id, src, alt }: { id: string; src: string; alt: string }) {
  return (
    <div className="project-panorama" id={id}>
      <Island of={GalleryIsland} props={{ label: portfolioWords.panorama, single: true }} hydrate="interaction">
        {/* The link opens all of it, up to 3840 px (a 1920 px window at ×2). */}
        <a className="gallery-link" href={imageUrl(src, { width: 3840, format: 'webp' })} data-pan="">
          {/* Below 768 px the frame is 2:1: a 2:1 crop, not the 3:1 view drawn half again too large. */}
          <Picture src={src} alt={alt} sizes="100vw" widths={[960, 1280, 1920, 2560, 3840]} crop={{ media: '(max-width: 767px)', aspect: 2, widths: [640, 800, 1000, 1200] }} />
          <span className="visually-hidden"> {portfolioWords.zoomPanorama}</span>
        </a>
      </Island>
    </div>
  );
}
