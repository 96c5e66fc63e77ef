import type { Film } from '../../../content/pages.ts';

/** The film on YouTube itself, for visitors without JavaScript: a plain link. */
const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

const PlayIcon = () => (
  <svg className="hero-film-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </svg>
);

/**
 * What the hero shows of its film before anything is asked of YouTube (islands/HeroVideo.tsx
 * adds the behaviour): the button and its note when scripts run, the way back once the visitor
 * has agreed (with a line while the player is awaited), and a link to the film on YouTube when
 * scripts do not run, or when the player did not answer (with a line that says so; the link
 * then comes first, before the way back, in the page's order as on screen). Which one shows is
 * the stylesheet's business (galleries.css, "Hero film").
 */
export function HeroFilm({ id, words }: { id: string; words: Film }) {
  return (
    <div className="hero-film">
      <div className="hero-film-ask">
        <button type="button" className="button hero-film-play">
          <PlayIcon />
          {words.play}
        </button>
        <p className="hero-film-note">
          {words.note} <a href="/confidentialite">{words.privacy}</a>
        </p>
      </div>
      <a className="button hero-film-link" href={watchUrl(id)}>
        <PlayIcon />
        {words.watch}
      </a>
      <button type="button" className="hero-film-stop">
        {words.stop}
      </button>
      <p className="hero-film-note hero-film-loading" role="status">
        {words.loading}
      </p>
      <p className="hero-film-note hero-film-failed">{words.failed}</p>
    </div>
  );
}
