import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

/** The link under a section that leads to the whole of what it sums up. */
export function MoreLink({ href, children, arrow = true }: { href: string; children: ReactNode; arrow?: boolean }) {
  return (
    <p className="section-more">
      <a className="button button-ghost" href={href}>
        {children}
        {arrow && (
          <>
            {' '}
            <Icon name="arrow" size={18} />
          </>
        )}
      </a>
    </p>
  );
}
