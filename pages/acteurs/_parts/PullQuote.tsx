import { Picture } from '../../../build/render/image.tsx';
import type { Acteurs } from '../../../content/pages.ts';
import site from '../../../content/site.ts';

/** A pull-quote set large, with the portrait of the associate who said it. */
export function PullQuote({ quote }: { quote: Acteurs['quote'] }) {
  const [name = ''] = quote.author.split(',');
  const person = site.people.find((p) => `${p.firstName} ${p.lastName}` === name.trim());
  return (
    <figure className="pull-quote container">
      <blockquote>
        <p>«&nbsp;{quote.text}&nbsp;»</p>
      </blockquote>
      <figcaption>
        {person && <Picture src={person.photo} alt="" aspect={1} sizes="72px" widths={[72, 144]} className="pull-quote-portrait" />}
        <span>
          <strong>{name.trim()}</strong>
          <span>{person ? person.jobTitle : quote.author.slice(name.length + 1).trim()}</span>
        </span>
      </figcaption>
    </figure>
  );
}
