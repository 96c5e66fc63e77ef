import { frameWords } from '../../content/navigation.ts';

/** "Accueil / Actualités / Expertise": the last crumb is the current page, not a link. */
export function Breadcrumb({ items }: { items: { label: string; href?: string }[] }) {
  return (
    <nav aria-label={frameWords.breadcrumb} className="breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <a href={item.href}>{item.label}</a> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
