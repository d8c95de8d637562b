import LandingSections from './LandingSections';
import { BAND_WORDS } from './landingData';
import { TileGrid } from './TileGrid';
import '../styles.css';

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

/** The marketplace part of the landing page: the shell draws the hero above it, and the one navigation bar. */
export default function LandingScreen() {
  return (
    <>
      <section className="cw-section mk-tiles-section" aria-labelledby="mk-tiles-title">
        <div className="cw-container mk-split">
          <div>
            <span className="cw-eyebrow">Van onze creators</span>
            <h2 id="mk-tiles-title" className="mk-h2">
              Echte mensen, echte producten
            </h2>
            <p className="cw-muted">
              Unboxings, recensies, recepten en tutorials: zo laten Nederlandse creators producten zien. Klik op een tegel om hem
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
