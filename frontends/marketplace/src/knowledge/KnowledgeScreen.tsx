import { Link, useLocation } from 'react-router-dom';
import { CONTACT, buttonClass } from '@clipwerk/ui';
import { useSession, useTermsText } from '@clipwerk/shell/sdk';
import { PageHeader } from '../shared/PageHeader';
import { ARTICLES, type Article, articleAt } from './articles';
import { KNOWLEDGE_TEXTS as TEXTS } from './texts';
import '../styles.css';

const EYEBROW: Record<Article['audience'], string> = {
  bedrijven: TEXTS.forCompanies,
  creators: TEXTS.forCreators,
  iedereen: TEXTS.knowledgeBase,
};

/** The next step an article's reader takes: companies post, creators sign up, signed-in users go on working. */
function NextStep({ audience }: { audience: Article['audience'] }) {
  const { user } = useSession();
  if (user) {
    return (
      <Link className={buttonClass('primary')} to="/dashboard">
        {TEXTS.toDashboard}
      </Link>
    );
  }
  return (
    <Link className={buttonClass('primary')} to="/register">
      {audience === 'creators' ? TEXTS.becomeCreator : TEXTS.startFree}
    </Link>
  );
}

function ContactDetails() {
  return (
    <section className="mk-article__section" aria-labelledby="contact-details">
      <h2 id="contact-details">{TEXTS.reachUs}</h2>
      <ul>
        <li>
          {TEXTS.email}: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </li>
        <li>
          {TEXTS.phone}: <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
        </li>
        <li>
          {TEXTS.address}: {CONTACT.city}
        </li>
      </ul>
    </section>
  );
}

/** One page of the knowledge base (and help and contact), chosen by the address it is shown at. */
export default function KnowledgeScreen() {
  const { pathname } = useLocation();
  const article = articleAt(pathname.replace(/\/$/, '')) ?? ARTICLES[0];
  const fill = useTermsText();
  const related = ARTICLES.filter((other) => other.path !== article.path && other.audience === article.audience).slice(0, 4);
  return (
    <div className="cw-container cw-page mk-article">
      <PageHeader eyebrow={EYEBROW[article.audience]} title={article.title} lead={article.lead} />
      <div className="mk-article__layout">
        <article className="mk-article__body">
          {article.path === '/contact' && <ContactDetails />}
          {article.sections.map((section) => (
            <section key={section.heading} className="mk-article__section">
              <h2>{section.heading}</h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{fill(paragraph)}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{fill(item)}</li>
                  ))}
                </ul>
              )}
              {section.links && (
                <ul>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {article.questions && (
            <section className="mk-article__section" aria-label={TEXTS.questions}>
              {article.questions.map((item) => (
                <details key={item.question} className="mk-faq">
                  <summary>{item.question}</summary>
                  <p>{fill(item.answer)}</p>
                </details>
              ))}
            </section>
          )}
          <NextStep audience={article.audience} />
        </article>
        {related.length > 0 && (
          <aside className="mk-article__aside" aria-labelledby="related-heading">
            <h2 id="related-heading">{TEXTS.moreReading}</h2>
            <ul>
              {related.map((other) => (
                <li key={other.path}>
                  <Link to={other.path}>{other.title}</Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}
