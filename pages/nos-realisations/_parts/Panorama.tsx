import { imageUrl, Picture } from '../../../build/image.tsx';
import { portfolioWords } from '../../../content/portfolio.ts';

/** The project's wide view, edge to edge, linking to the whole picture. */
export function Panorama({ id, src, alt }: { id: string; src: string; alt: string }) {
  return (
    <div className="project-panorama" id={id}>
      {/* The panoramas are 2400 px wide: the link opens all of it. */}
      <a className="gallery-link" href={imageUrl(src, { width: 2400, format: 'webp' })}>
        {/* Below 768 px the frame is 2:1: a 2:1 crop, not the 3:1 view drawn half again too large. */}
        <Picture src={src} alt={alt} sizes="100vw" widths={[800, 1400, 2000]} crop={{ media: '(max-width: 767px)', aspect: 2, widths: [800, 1200, 1600] }} />
        <span className="visually-hidden"> {portfolioWords.zoomPanorama}</span>
      </a>
    </div>
  );
}
