import { Picture } from '../../../build/render/image.tsx';
import type { Acteurs } from '../../../content/pages.ts';
import { Icon, type IconName } from '../../_components/Icon.tsx';
import { galleryPhoto, type PictureRef } from '../../_components/realisations.ts';

/** Three strengths beside a picture: text on one side, a realised project (or a study) on the other. */
export function Strengths({ items, icons, photo }: { items: Acteurs['strengths']; icons: readonly IconName[]; photo: string | PictureRef }) {
  const image = typeof photo === 'string' ? galleryPhoto(photo) : photo;
  return (
    <div className="editorial">
      <Picture
        src={image.src}
        alt={image.alt}
        // A drawing (a plan, a study) is shown whole, on its paper, never cropped like a photo.
        className={image.src.endsWith('.png') ? 'editorial-media is-drawing' : 'editorial-media'}
        // From 1024 px the photo covers a column as tall as the list beside it: drawn up to 1.6
        // times wider than the column, which is what the browser must pick for (up to ~800 px:
        // 1,700 for ×2 screens).
        sizes="(min-width: 1200px) 800px, (min-width: 1024px) 84vw, 100vw"
        widths={[560, 1040, 1700]}
      />
      <ul className="strengths">
        {items.map((s, i) => (
          <li className="strength" key={s.title}>
            <span className="strength-icon">
              <Icon name={icons[i] ?? 'check'} size={26} />
            </span>
            <div>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
