// Everything below the hero. Loaded as its own chunk, so the first paint of / only needs the hero.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@clipwerk/shell/sdk';
import { StatusBadge, buttonClass, formatCount, formatEuro } from '@clipwerk/ui';
import { PayoutRule, TermsFigure } from '@clipwerk/shell/sdk';
import { AVERAGE_BUDGET_EUROS, DEMO_ASSIGNMENTS, STEPS } from './landingData';
import { Showcase } from './Showcase';
import { InlineFacts } from '../shared/InlineFacts';

function HowItWorks() {
  const [audience, setAudience] = useState<'company' | 'creator'>('company');
  return (
    <section className="cw-section cw-section--white" id="hoe-werkt-het" aria-labelledby="hoe-werkt-het-titel">
      <div className="cw-container">
        <div className="cw-section__intro">
          <span className="cw-eyebrow">Hoe werkt het</span>
          <h2 id="hoe-werkt-het-titel">In vier stappen van idee naar video</h2>
          <p>Geen bureau, geen gedoe: bedrijven en creators werken direct met elkaar.</p>
        </div>
        <div className="mk-switch" role="group" aria-label="Kies je rol">
          <button type="button" aria-pressed={audience === 'company'} onClick={() => setAudience('company')}>
            Voor bedrijven
          </button>
          <button type="button" aria-pressed={audience === 'creator'} onClick={() => setAudience('creator')}>
            Voor creators
          </button>
        </div>
        <ol className="cw-grid cw-grid--4 mk-steps">
          {STEPS.map((step, index) => {
            const text = step[audience];
            return (
              <li key={text.title} className="cw-card cw-card--padded">
                <div className="cw-step__number" aria-hidden="true">
                  {index + 1}
                </div>
                <h3>{text.title}</h3>
                <p className="cw-muted" style={{ margin: 0 }}>
                  {text.text}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function MockDashboard() {
  return (
    <div className="mk-mock" role="img" aria-label="Voorbeeld van het bedrijfsdashboard met drie opdrachten">
      <div className="mk-mock__bar" aria-hidden="true">
        <span />
        <span />
        <span />
        <em>Mijn opdrachten</em>
      </div>
      <ul className="mk-mock__list" aria-hidden="true">
        {DEMO_ASSIGNMENTS.map((item) => (
          <li key={item.title}>
            <div>
              <strong>{item.title}</strong>
              <small>
                {formatCount(item.responses, 'reactie', 'reacties')} ·{' '}
                {item.deadlineDays > 0 ? `nog ${item.deadlineDays} dagen` : 'afgerond'} · {item.creator}
              </small>
            </div>
            <StatusBadge kind="project" status={item.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ForCompanies() {
  return (
    <section className="cw-section" id="voor-bedrijven" aria-labelledby="voor-bedrijven-titel">
      <div className="cw-container mk-split">
        <div>
          <span className="cw-eyebrow">Voor bedrijven</span>
          <h2 id="voor-bedrijven-titel" className="mk-h2">
            Alles over je opdrachten in één overzicht
          </h2>
          <ul className="mk-checks">
            <li>Voorstellen van creators binnen enkele dagen</li>
            <li>Deadlines, status en creator per opdracht in één oogopslag</li>
            <li>Je betaalt de rest pas als je de content hebt goedgekeurd</li>
            <li>Gebruiksrechten geregeld voor ads en social media</li>
          </ul>
          <Link to="/register" className={`${buttonClass('primary', 'lg')} mk-btn-wrap`}>
            Plaats je eerste opdracht (gratis)
          </Link>
        </div>
        <MockDashboard />
      </div>
    </section>
  );
}

function ForCreators() {
  return (
    <section className="cw-section cw-section--white" id="voor-creators" aria-labelledby="voor-creators-titel">
      <div className="cw-container">
        <div className="cw-section__intro">
          <span className="cw-eyebrow">Voor creators</span>
          <h2 id="voor-creators-titel">UGC in actie</h2>
          <p>Zo ziet content van onze creators eruit: echt, persoonlijk en gemaakt om te scoren op TikTok, Reels en Shorts.</p>
        </div>
        <Showcase />
      </div>
    </section>
  );
}

function Pricing() {
  const figures = [
    { value: formatEuro(AVERAGE_BUDGET_EUROS, 0), label: 'gemiddeld budget per opdracht' },
    {
      value: (
        <>
          <TermsFigure of="creatorSharePercent" />%
        </>
      ),
      label: 'van het bedrag voor de creator',
    },
    {
      value: (
        <>
          <TermsFigure of="feePercent" />%
        </>
      ),
      label: 'platformkosten, geen abonnement',
    },
  ];
  return (
    <section className="cw-section" id="prijzen" aria-labelledby="prijzen-titel">
      <div className="cw-container">
        <div className="cw-section__intro">
          <span className="cw-eyebrow">Prijsmodel</span>
          <h2 id="prijzen-titel">Jij bepaalt het budget</h2>
          <p>Geen vaste pakketten: je zet een budget en je eisen neer, creators pitchen hun idee en jij kiest de beste match.</p>
        </div>
        <div className="mk-split mk-split--top">
          <ol className="mk-pricing-steps">
            <li>
              <strong>Je stelt een budget vast</strong> en betaalt <TermsFigure of="depositPercent" />% aanbetaling om je opdracht
              te publiceren.
            </li>
            <li>
              <strong>Je omschrijft je wensen:</strong> product, formaat, doelgroep en deadline.
            </li>
            <li>
              <strong>Creators pitchen</strong> met hun aanpak, prijs en levertijd.
            </li>
            <li>
              <strong>Je kiest de beste match</strong> en betaalt de rest pas na goedkeuring van de content.
            </li>
          </ol>
          <article className="cw-card cw-card--padded mk-example" aria-label="Voorbeeldopdracht">
            <span className="cw-eyebrow">Voorbeeld</span>
            <h3>Sfeervideo voor een koffiebranderij</h3>
            <p className="cw-muted cw-small">1 video van 30 seconden, 9:16, voor Instagram Reels</p>
            <InlineFacts
              facts={[
                ['Budget', formatEuro(AVERAGE_BUDGET_EUROS, 0)],
                ['Voorstellen', '6'],
                ['Levertijd', '7 dagen'],
              ]}
            />
          </article>
        </div>
        <div className="cw-figures mk-figures-3">
          {figures.map((figure) => (
            <div key={figure.label} className="cw-figure">
              <strong>{figure.value}</strong>
              <span className="cw-muted">{figure.label}</span>
            </div>
          ))}
        </div>
        <div className="cw-grid cw-grid--2 mk-benefits">
          <div className="cw-card cw-card--padded">
            <h3>Voor bedrijven</h3>
            <ul className="mk-checks">
              <li>Video’s vanaf {formatEuro(75, 0)}, zonder bureaumarge</li>
              <li>Pas de rest betalen als je tevreden bent</li>
              <li>
                De eerste <TermsFigure of="launchOfferCompanies" /> bedrijven betalen <TermsFigure of="launchOfferMonths" />{' '}
                maanden geen platformkosten
              </li>
            </ul>
          </div>
          <div className="cw-card cw-card--padded">
            <h3>Voor creators</h3>
            <ul className="mk-checks">
              <li>
                Je houdt <TermsFigure of="creatorSharePercent" />% van het afgesproken bedrag
              </li>
              <li>Geen inschrijfkosten, geen abonnement</li>
              <li>Zelf kiezen voor welke merken je werkt</li>
            </ul>
          </div>
        </div>
        <p className="mk-payout-rule">
          <strong>Wanneer krijgt de creator betaald?</strong> <PayoutRule />
        </p>
        <p className="cw-row" style={{ justifyContent: 'center' }}>
          <Link to="/register" className={buttonClass('primary', 'lg')}>
            Gratis aanmelden
          </Link>
          <Link to="/ugc-voorbeelden" className={buttonClass('secondary', 'lg')}>
            Bekijk UGC-voorbeelden
          </Link>
        </p>
      </div>
    </section>
  );
}

function ClosingCta() {
  const { isAuthenticated } = useSession();
  return (
    <section className="cw-section" style={{ paddingTop: 0 }}>
      <div className="cw-container">
        <div className="cw-cta-band">
          <h2>Klaar voor content die wél werkt?</h2>
          <p>
            UGC converteert 86% beter dan traditionele advertenties. De eerste <TermsFigure of="launchOfferCompanies" /> bedrijven
            betalen <TermsFigure of="launchOfferMonths" /> maanden lang geen platformkosten.
          </p>
          <Link to={isAuthenticated ? '/dashboard' : '/register'} className={buttonClass('secondary', 'lg')}>
            {isAuthenticated ? 'Naar je dashboard' : 'Gratis starten'}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function LandingSections() {
  // Arrived through an anchor link (#hoe-werkt-het, …) before this chunk was there: scroll to it now.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    target?.scrollIntoView();
  }, []);
  return (
    <>
      <HowItWorks />
      <ForCompanies />
      <ForCreators />
      <Pricing />
      <ClosingCta />
    </>
  );
}
