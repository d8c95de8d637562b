import { formatFollowers } from '@clipwerk/ui';
import { Art } from './Art';
import { useCarousel } from './carousel';
import { POSTS } from './landingData';

function Counter({ label, value, icon }: { label: string; value: number; icon: string }) {
  return (
    <li>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={icon} />
      </svg>
      <span>
        {formatFollowers(value)}
        <span className="cw-visually-hidden"> {label}</span>
      </span>
    </li>
  );
}

const ICONS = {
  like: 'M12 21s-7.5-4.6-9.5-9.2C1 8.2 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 6 3.7 4.5 7.3C19.5 16.4 12 21 12 21z',
  comment: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  share: 'M4 12v7h16v-7M12 3v12M7 8l5-5 5 5',
};

/** 'UGC in actie': five phone-style posts; autoplay every 5 s, swipe on touch screens (rules in carousel.ts). */
export function Showcase() {
  const { state, running, dispatch, touchHandlers } = useCarousel(POSTS.length);
  return (
    <div className="mk-showcase" aria-roledescription="carrousel" aria-label="Voorbeeldposts van creators">
      <div className="mk-showcase__viewport" {...touchHandlers}>
        <ul
          className="mk-showcase__track"
          style={{ ['--mk-index' as string]: state.index }}
          aria-live={running ? 'off' : 'polite'}
        >
          {POSTS.map((post, index) => (
            <li
              key={post.handle}
              className={`mk-post${index === state.index ? ' is-active' : ''}`}
              aria-roledescription="dia"
              aria-label={`${index + 1} van ${POSTS.length}: ${post.handle}`}
              aria-hidden={index !== state.index}
            >
              <div className="mk-post__phone">
                <Art from={post.from} to={post.to} shape={post.shape} className="mk-post__media" />
                <div className="mk-post__overlay">
                  <strong>{post.handle}</strong>
                  <p>{post.description}</p>
                  <p className="mk-post__tags">{post.hashtags.map((tag) => `#${tag}`).join(' ')}</p>
                </div>
                <ul className="mk-post__counters">
                  <Counter label="likes" value={post.likes} icon={ICONS.like} />
                  <Counter label="reacties" value={post.comments} icon={ICONS.comment} />
                  <Counter label="keer bewaard" value={post.bookmarks} icon={ICONS.bookmark} />
                  <Counter label="keer gedeeld" value={post.shares} icon={ICONS.share} />
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="mk-showcase__controls">
        <button type="button" className="mk-round-btn" onClick={() => dispatch({ type: 'prev' })} aria-label="Vorige post">
          ‹
        </button>
        <div className="mk-dots">
          {POSTS.map((post, index) => (
            <button
              key={post.handle}
              type="button"
              className="mk-dot"
              aria-label={`Toon post ${index + 1}`}
              aria-current={index === state.index ? 'true' : undefined}
              onClick={() => dispatch({ type: 'goTo', index })}
            />
          ))}
        </div>
        <button type="button" className="mk-round-btn" onClick={() => dispatch({ type: 'next' })} aria-label="Volgende post">
          ›
        </button>
        <button
          type="button"
          className="mk-play-btn"
          onClick={() => dispatch({ type: 'togglePlay' })}
          aria-pressed={!state.playing}
        >
          {state.playing ? 'Pauzeren' : 'Afspelen'}
        </button>
      </div>
    </div>
  );
}
