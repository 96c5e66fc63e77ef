import { Picture } from '../../build/render/image.tsx';
import type { Person } from '../../content/schemas.ts';
import { cardFiles, fullName } from '../_lib/people.ts';

/** A partner's face, name (to their business card) and role: the article's author, the contact page's partners. */
export function Byline({ person, className = '' }: { person: Person; className?: string }) {
  return (
    <div className={`byline ${className}`.trim()}>
      <Picture src={person.photo} alt="" sizes="72px" widths={[72, 144, 216]} aspect={1} className="byline-photo" />
      <p>
        <a className="byline-name" href={cardFiles(person.slug).page}>
          {fullName(person)}
        </a>
        <span className="byline-role">{person.jobTitle}</span>
      </p>
    </div>
  );
}
