import { Picture } from '../../../build/render/image.tsx';
import type { Site } from '../../../content/schemas.ts';
import { aboutWords as say } from '../../../content/about.ts';
import { cardFiles } from '../../_lib/people.ts';

type Person = Site['people'][number];

/** One associate: portrait, name, role, five keywords, a short biography and a link to the business card. */
export function TeamCard({ person }: { person: Person }) {
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <li className="team-card">
      {/* The portrait as a medallion beside the name: an illustration, kept to the size of a face
          across a table rather than a poster. */}
      <div className="team-head">
        <Picture src={person.photo} alt={say.portrait(name)} aspect={4 / 5} className="team-photo" sizes="7rem" widths={[400]} />
        <div>
          <h3>{name}</h3>
          <p className="team-role">{person.jobTitle}</p>
        </div>
      </div>
      <div className="team-body">
        <ul className="team-tags" aria-label={say.domains(name)}>
          {person.tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <p className="team-bio">{person.bio}</p>
        <a className="team-card-link" href={cardFiles(person.slug).page}>
          {say.card(name)}
        </a>
      </div>
    </li>
  );
}
