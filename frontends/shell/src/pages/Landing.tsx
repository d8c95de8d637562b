import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@clipwerk/ui';
import { useSession } from '@clipwerk/shell/sdk';
import { RemoteScreen } from '../remotes/RemoteScreen';

// The landing's hero is drawn by the shell, so the first load of / carries no remote at all (budget: 150 KB of
// JavaScript). Everything below it (tile grid, how it works, benefits, 'UGC in actie', pricing, call to action)
// is the marketplace remote's LandingSections, loaded once the page is idle after its first paint, or sooner
// when the visitor scrolls towards it or follows an anchor. Until it is there, a skeleton in the shape of its
// first section stands in, so nothing jumps and no empty grey block shows.

/** Time after the load event at which the sections are fetched even without a scroll. */
const IDLE_LOAD_MS = 300;

/** True once the page is idle, the visitor scrolls or `ref` enters the viewport (at once with a #anchor). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || window.location.hash !== '');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '0px',
    });
    observer.observe(ref.current);
    // The first scroll starts the download, well before the sections come into view.
    const start = () => setNear(true);
    window.addEventListener('hashchange', start);
    window.addEventListener('scroll', start, { passive: true, once: true });
    // After the first paint and the load, the sections come without waiting for a scroll.
    const idle = () => setTimeout(start, IDLE_LOAD_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (document.readyState === 'complete') timer = idle();
    const onLoad = () => {
      timer = idle();
    };
    window.addEventListener('load', onLoad, { once: true });
    return () => {
      if (timer) clearTimeout(timer);
      window.removeEventListener('load', onLoad);
      observer.disconnect();
      window.removeEventListener('hashchange', start);
      window.removeEventListener('scroll', start);
    };
  }, [near]);
  return { ref, near };
}

// As many tiles and lines as the first section has on a phone, so the page does not jump when it arrives.
const SKELETON_TILES = 12;
const SKELETON_LINES = 4;

/** The first section's shape (text beside a 3×4 tile grid), drawn before the sections arrive. */
function SectionsSkeleton() {
  return (
    <section className="cw-section cw-landing-skeleton" aria-busy="true" aria-label="Meer over Clipwerk wordt geladen">
      <div className="cw-container cw-landing-skeleton__split">
        <div className="cw-landing-skeleton__text" aria-hidden="true">
          <span className="cw-skeleton cw-skeleton--eyebrow" />
          <span className="cw-skeleton cw-skeleton--heading" />
          <span className="cw-skeleton cw-skeleton--heading cw-skeleton--short" />
          {Array.from({ length: SKELETON_LINES }, (_, index) => (
            <span key={index} className="cw-skeleton cw-skeleton--line" />
          ))}
        </div>
        <ul className="cw-landing-skeleton__tiles" aria-hidden="true">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index} className="cw-skeleton cw-skeleton--tile" />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Landing() {
  const { isAuthenticated } = useSession();
  const more = useNearViewport();
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
              Bedrijven plaatsen opdrachten, creators reageren met een voorstel. Jij kiest de beste match en ontvangt authentieke
              content die converteert.
            </p>
            <div className="cw-hero__ctas">
              {isAuthenticated ? (
                <Link to="/dashboard" className={buttonClass('primary', 'lg')}>
                  Naar je dashboard
                </Link>
              ) : (
                <>
                  <Link to="/register?role=bedrijf" className={buttonClass('primary', 'lg')}>
                    Ik ben een bedrijf
                  </Link>
                  <Link to="/register?role=creator" className={buttonClass('secondary', 'lg')}>
                    Ik ben een creator
                  </Link>
                </>
              )}
            </div>
            <ul className="cw-hero__trust">
              <li>Gratis aanmelden</li>
              <li>Je betaalt pas als je een opdracht plaatst</li>
              <li>Start in 60 seconden</li>
            </ul>
          </div>
          <div className="cw-phones" aria-hidden="true">
            <div className="cw-phone">
              <div className="cw-phone__screen">
                <strong>
                  @lotte.
                  <wbr />
                  maakt
                </strong>
                Unboxing · 30 sec
              </div>
            </div>
            <div className="cw-phone">
              <div className="cw-phone__screen">
                <strong>
                  @daan.
                  <wbr />
                  reviewt
                </strong>
                Recensie · 60 sec
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
      <div ref={more.ref}>
        {more.near ? (
          <RemoteScreen remote="marketplace" module="LandingSections" fallback={<SectionsSkeleton />} />
        ) : (
          <SectionsSkeleton />
        )}
      </div>
    </>
  );
}
