import { Link } from 'react-router-dom';
import { CONTACT, PRODUCT_NAME } from '@clipwerk/ui';
import { Logo } from './Logo';

// Every footer link, grouped by audience.
const COLUMNS: Array<{ title: string; links: Array<[string, string]> }> = [
  {
    title: 'Voor bedrijven',
    links: [
      ['/projects/create', 'Opdracht plaatsen'],
      ['/creators', 'Creators vinden'],
      ['/ugc-bureau', 'UGC-bureau'],
      ['/wat-is-ugc', 'Wat is UGC?'],
    ],
  },
  {
    title: 'Voor creators',
    links: [
      ['/projects', 'Opdrachten'],
      ['/ugc-content-creators', 'Word creator'],
      ['/ugc-voorbeelden', 'UGC-voorbeelden'],
      ['/register', 'Gratis aanmelden'],
    ],
  },
  {
    title: 'Ondersteuning',
    links: [
      ['/resources', 'Kennisbank'],
      ['/community', 'Voor creators en merken'],
      ['/help', 'Help'],
      ['/contact', 'Contact'],
    ],
  },
  {
    title: 'Juridisch',
    links: [
      ['/privacy-policy', 'Privacybeleid'],
      ['/algemene-voorwaarden', 'Algemene voorwaarden'],
    ],
  },
];

export function Footer() {
  return (
    <footer className="cw-footer">
      <div className="cw-container">
        <div className="cw-footer__grid">
          <div className="cw-footer__brand">
            <Logo />
            <p className="cw-small" style={{ marginTop: '1rem', maxWidth: '22rem' }}>
              De marktplaats voor authentieke video’s van echte creators. Plaats een opdracht, kies je creator en ontvang content
              die converteert.
            </p>
            <address className="cw-footer__contact">
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
              <span>{CONTACT.city}</span>
            </address>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map(([to, label]) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="cw-footer__bottom">
          <span>
            © {new Date().getFullYear()} {PRODUCT_NAME}. Alle rechten voorbehouden.
          </span>
          <span>Gemaakt in {CONTACT.city}</span>
        </div>
      </div>
    </footer>
  );
}
