import { Link } from 'react-router-dom';
import { useSession } from '@clipwerk/shell/sdk';
import { buttonClass } from '@clipwerk/ui';
import { KnowledgeMenu } from './KnowledgeMenu';
import LandingSections from './LandingSections';
import { BAND_WORDS } from './landingData';
import { TileGrid } from './TileGrid';
import '../styles.css';

function SubNav() {
  const { isAuthenticated } = useSession();
  return (
    <nav className="mk-subnav" aria-label="Op deze pagina">
      <div className="cw-container mk-subnav__inner">
        <a className="mk-subnav__link" href="#hoe-werkt-het">
          Hoe werkt het
        </a>
        <a className="mk-subnav__link" href="#voor-bedrijven">
          Voor bedrijven
        </a>
        <a className="mk-subnav__link" href="#voor-creators">
          Voor creators
        </a>
        <KnowledgeMenu />
        <span className="mk-subnav__spacer" />
        {isAuthenticated ? (
          <Link className={buttonClass('primary', 'sm')} to="/dashboard">
            Dashboard
          </Link>
        ) : (
          <>
            <Link className="mk-subnav__link mk-hide-sm" to="/login">
              Inloggen
            </Link>
            <Link className={buttonClass('primary', 'sm')} to="/register">
              Start Gratis
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}

function TextBand() {
  const words = [...BAND_WORDS, ...BAND_WORDS];
  return (
    <div className="mk-band">
      <p className="cw-visually-hidden">Onze creators maken {BAND_WORDS.join(', ')}.</p>
      <div className="mk-band__track" aria-hidden="true">
        {words.map((word, index) => (
          <span key={`${word}-${index}`}>{word}</span>
        ))}
      </div>
    </div>
  );
}

/** The marketplace part of the landing page: the shell draws the hero above it. */
export default function LandingScreen() {
  return (
    <>
      <SubNav />
      <section className="cw-section mk-tiles-section" aria-labelledby="mk-tiles-title">
        <div className="cw-container mk-split">
          <div>
            <span className="cw-eyebrow">Uit onze community</span>
            <h2 id="mk-tiles-title" className="mk-h2">
              Echte mensen, echte producten
            </h2>
            <p className="cw-muted">
              Unboxings, reviews, recepten en tutorials: zo laten Nederlandse creators producten zien. Klik op een tegel om hem
              groot te bekijken.
            </p>
          </div>
          <TileGrid />
        </div>
      </section>
      <TextBand />
      <LandingSections />
    </>
  );
}
