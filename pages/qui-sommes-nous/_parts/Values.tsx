import { about } from '../../../content/pages.ts';
import { CardGrid } from '../../../islands/_lib/CardGrid.tsx';
import { Icon } from '../../_components/Icon.tsx';

/** The four values as cards, each with its icon. */
export function Values() {
  return (
    <CardGrid columns={4} className="values">
      {about.values.map((v) => (
        <li className="value-card" key={v.name}>
          <span className="value-icon">
            <Icon name={v.icon} size={28} />
          </span>
          <h3>{v.name}</h3>
          <p>{v.text}</p>
        </li>
      ))}
    </CardGrid>
  );
}
