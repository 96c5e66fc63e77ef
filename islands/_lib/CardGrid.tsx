// The one grid every list of cards sits in (audiences, projects, news, values, objectives): one
// column on a phone, two from 640 px, then three from 768 px or four from 1024 px (.card-grid in
// components.css). Islands render it too: this file imports nothing but React's types.
import type { HTMLAttributes, ReactNode } from 'react';

export type CardColumns = 2 | 3 | 4;

// The widths the grid's CSS is written with (tokens.css and .container): a card's picture is
// asked at the width its column really has, not at a guess.
const CONTENT = 1152; // --content, 72rem
const GUTTER = 48; // .container's margins, 2 × --space-5
const GAP = 24; // .card-grid's gap, --space-5
const FROM: Record<CardColumns, number> = { 2: 640, 3: 768, 4: 1024 };

/** `sizes` for a picture that spans one card of a grid of `columns`. */
export function cardSizes(columns: CardColumns): string {
  const column = (n: number) => `calc((100vw - ${GUTTER + (n - 1) * GAP}px) / ${n})`;
  return [
    `(min-width: ${CONTENT + GUTTER}px) ${Math.ceil((CONTENT - (columns - 1) * GAP) / columns)}px`,
    `(min-width: ${FROM[columns]}px) ${column(columns)}`,
    ...(columns > 2 ? [`(min-width: ${FROM[2]}px) ${column(2)}`] : []),
    `calc(100vw - ${GUTTER}px)`,
  ].join(', ');
}

type GridProps = { columns: CardColumns; ordered?: boolean; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'className'>;

/** A list of cards: `ordered` for a numbered one. */
export function CardGrid({ columns, ordered = false, className, children, ...rest }: GridProps) {
  const List = ordered ? 'ol' : 'ul';
  const classes = ['card-grid', columns > 2 && `card-grid-${columns}`, className].filter(Boolean).join(' ');
  return (
    <List className={classes} {...rest}>
      {children}
    </List>
  );
}
