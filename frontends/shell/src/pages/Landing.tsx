import { Link } from 'react-router-dom';
import { CREATOR_SHARE_PERCENT, buttonClass } from '@clipwerk/ui';
import { useSession } from '@clipwerk/shell/sdk';

// A simple landing; the full marketing page arrives with the marketplace remote.
const STEPS = [
  { title: 'Plaats een opdracht', text: 'Beschrijf je product, je doelgroep en je budget. Aanmelden is gratis.' },
  { title: 'Ontvang voorstellen', text: 'Creators die bij je merk passen reageren met hun aanpak en prijs.' },
  { title: 'Kies je creator', text: 'Vergelijk profielen en portfolio’s en werk samen in één werkruimte.' },
  { title: 'Ontvang je content', text: 'Authentieke video’s die je direct inzet in ads en op social media.' },
];

const FIGURES = [
  { value: '€75', label: 'video’s vanaf' },
  { value: '500+', label: 'actieve creators' },
  { value: '86%', label: 'betere conversie dan traditionele ads' },
  { value: `${CREATOR_SHARE_PERCENT}%`, label: 'van het bedrag voor de creator' },
];

export function Landing() {
  const { isAuthenticated } = useSession();
  return (
    <>
      <section className="cw-hero">
        <div className="cw-container cw-hero__grid">
          <div>
            <span className="cw-eyebrow">UGC-marktplaats voor Nederland</span>
            <h1>
              Video’s van <span className="cw-hero__highlight">echte creators</span> die je merk laten groeien
            </h1>
            <p className="cw-hero__lead">
              Bedrijven plaatsen opdrachten, creators reageren met een voorstel. Jij kiest de beste match en ontvangt authentieke content die converteert.
            </p>
            <div className="cw-hero__ctas">
              {isAuthenticated ? (
                <Link to="/dashboard" className={buttonClass('primary', 'lg')}>
                  Naar je dashboard
                </Link>
              ) : (
                <>
                  <Link to="/register?role=bedrijf" className={buttonClass('primary', 'lg')}>
                    Ik ben een Bedrijf
                  </Link>
                  <Link to="/register?role=creator" className={buttonClass('secondary', 'lg')}>
                    Ik ben een Creator
                  </Link>
                </>
              )}
            </div>
            <ul className="cw-hero__trust">
              <li>Gratis aanmelden</li>
              <li>Geen creditcard nodig</li>
              <li>Start in 60 seconden</li>
            </ul>
          </div>
          <div className="cw-phones" aria-hidden="true">
            <div className="cw-phone">
              <div className="cw-phone__screen">
                <strong>@lotte.maakt</strong>
                Unboxing · 30 sec
              </div>
            </div>
            <div className="cw-phone">
              <div className="cw-phone__screen">
                <strong>@daan.reviewt</strong>
                Review · 60 sec
              </div>
            </div>
            <div className="cw-phone">
              <div className="cw-phone__screen">
                <strong>@fitmetfem</strong>
                Tutorial · 15 sec
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="cw-section cw-section--white" id="hoe-werkt-het">
        <div className="cw-container">
          <div className="cw-section__intro">
            <span className="cw-eyebrow">Hoe werkt het</span>
            <h2>In vier stappen van idee naar video</h2>
            <p>Geen bureau, geen gedoe: je werkt direct met creators en betaalt pas de rest als je tevreden bent.</p>
          </div>
          <ol className="cw-grid cw-grid--4" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {STEPS.map((step, index) => (
              <li key={step.title} className="cw-card cw-card--padded">
                <div className="cw-step__number" aria-hidden="true">
                  {index + 1}
                </div>
                <h3>{step.title}</h3>
                <p className="cw-muted" style={{ margin: 0 }}>
                  {step.text}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="cw-section">
        <div className="cw-container">
          <div className="cw-figures">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="cw-figure">
                <strong>{figure.value}</strong>
                <span className="cw-muted">{figure.label}</span>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="cw-section" style={{ paddingTop: 0 }}>
        <div className="cw-container">
          <div className="cw-cta-band">
            <h2>Klaar voor content die wél werkt?</h2>
            <p>De eerste 100 bedrijven betalen 3 maanden lang 0% commissie.</p>
            <Link to={isAuthenticated ? '/dashboard' : '/register'} className={buttonClass('secondary', 'lg')}>
              {isAuthenticated ? 'Naar je dashboard' : 'Gratis starten'}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
