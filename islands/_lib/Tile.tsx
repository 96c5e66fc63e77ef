// The one card with a picture on top and text below: audiences, projects, news. Islands render
// it too (the news search), so it imports nothing but React's types: pictures and icons come in
// as elements.
import type { ReactNode } from 'react';

export interface TileProps {
  /** The picture on top: a <Picture> on the server, a <PictureMarkup> in an island. */
  media?: ReactNode;
  /** A line above the title (date and category, type and year). */
  kicker?: ReactNode;
  title: ReactNode;
  /** Where the tile leads: the title links there and its link covers the whole tile. */
  href?: string;
  heading?: 'h2' | 'h3';
  titleClassName?: string;
  /** The words and arrow at the foot of a linked tile ("Découvrir le projet →"); the link says it already. */
  more?: ReactNode;
  as?: 'li' | 'article';
  className?: string;
  /** Text and actions under the title. */
  children?: ReactNode;
}

export function Tile({ media, kicker, title, href, heading: Heading = 'h3', titleClassName, more, as: Box = 'li', className, children }: TileProps) {
  const classes = ['tile', href && 'tile-linked', className].filter(Boolean).join(' ');
  return (
    <Box className={classes}>
      {media}
      <div className="tile-body">
        {kicker}
        <Heading className={titleClassName}>
          {href ? (
            <a className="tile-link" href={href}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {children}
        {more && (
          <span className="more" aria-hidden="true">
            {more}
          </span>
        )}
      </div>
    </Box>
  );
}
