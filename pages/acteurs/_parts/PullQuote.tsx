import { voiceNote, type Voice } from '../../../content/proof.ts';

/** A client's words set large, who said them under them, unnamed as on the audience pages. */
export function PullQuote({ quote }: { quote: Voice }) {
  return (
    <figure className="pull-quote container">
      <blockquote>
        <p>«&nbsp;{quote.text}&nbsp;»</p>
      </blockquote>
      <figcaption>
        <strong>{quote.who}</strong>
        <span>{quote.note ?? voiceNote}</span>
      </figcaption>
    </figure>
  );
}
