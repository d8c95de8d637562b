// The sections of the privacy policy, one component each, in the order the screen shows them.
import { Link } from 'react-router-dom';
import { CONTACT, COOKIES, PRIVACY_RESPONSE_DAYS, RETENTION_TEXTS } from './legalConstants';
import { useRetentionPeriods } from './retentionPeriods';

export function PrivacyData() {
  return (
    <>
      <h2>1. Welke gegevens we verwerken</h2>
      <ul>
        <li>
          <strong>Accountgegevens</strong>: naam, e-mailadres, wachtwoord (versleuteld opgeslagen), rol, telefoonnummer en bij
          creators je geboortedatum.
        </li>
        <li>
          <strong>Profielgegevens</strong>: profielfoto, bio, locatie, niches, social-mediaprofielen en volgersaantallen,
          tarieven, beschikbaarheid en portfolio; bij bedrijven bedrijfsnaam, contactpersoon, bedrijfsgrootte, branche en website.
        </li>
        <li>
          <strong>Opdrachten en samenwerking</strong>: opdrachten, voorstellen, geleverde bestanden, beoordelingen en berichten.
        </li>
        <li>
          <strong>Betaalgegevens</strong>: betalingen, uitbetalingen en de status van je uitbetalingsrekening. Kaart- en
          bankgegevens verwerkt onze betaalprovider; wij zien alleen beperkte gegevens, zoals de laatste vier cijfers.
        </li>
        <li>
          <strong>Technische gegevens</strong>: IP-adres, browsertype en logbestanden om het platform veilig en beschikbaar te
          houden.
        </li>
      </ul>
    </>
  );
}

export function PrivacyPurposes() {
  return (
    <>
      <h2>2. Waarvoor we ze gebruiken</h2>
      <ul>
        <li>Om je account aan te maken en je in te laten loggen (uitvoering van de overeenkomst).</li>
        <li>Om bedrijven en creators met elkaar in contact te brengen en opdrachten uit te voeren.</li>
        <li>Om betalingen en uitbetalingen te verwerken en onze administratie te voeren (wettelijke plicht).</li>
        <li>Om fraude en misbruik te voorkomen en het platform te beveiligen (gerechtvaardigd belang).</li>
        <li>Om het platform te verbeteren met geanonimiseerde of geaggregeerde analyses.</li>
      </ul>
    </>
  );
}

export function PrivacyRetention() {
  const retention = useRetentionPeriods();
  return (
    <>
      <h2>3. Hoe lang we gegevens bewaren</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Gegevens</th>
            <th scope="col">Bewaartermijn</th>
          </tr>
        </thead>
        <tbody aria-busy={retention.loading}>
          {retention.rows.map((row) => (
            <tr key={row.subject}>
              <td>{row.subject}</td>
              <td>{row.period}</td>
            </tr>
          ))}
          {retention.loading && (
            <tr>
              <td colSpan={2}>{RETENTION_TEXTS.loading}</td>
            </tr>
          )}
        </tbody>
      </table>
      {retention.failed && <p role="alert">{RETENTION_TEXTS.failed}</p>}
    </>
  );
}

export function PrivacySharing() {
  return (
    <>
      <h2>4. Delen met anderen</h2>
      <p>
        Je openbare profiel is zichtbaar voor andere gebruikers en bezoekers. Met de partij waarmee je een opdracht uitvoert delen
        we wat nodig is voor de samenwerking. Verder delen we gegevens alleen met dienstverleners die ons helpen het platform te
        leveren (zoals hosting en onze betaalprovider), met wie we verwerkersafspraken hebben, of als de wet ons daartoe
        verplicht.
      </p>
    </>
  );
}

export function PrivacyCookies() {
  return (
    <>
      <h2>5. Cookies en lokale opslag</h2>
      <p>We gebruiken alleen functionele cookies en lokale opslag die nodig zijn om Clipwerk te laten werken:</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Naam</th>
            <th scope="col">Doel</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((cookie) => (
            <tr key={cookie.name}>
              <td>
                <code>{cookie.name}</code>
              </td>
              <td>{cookie.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function PrivacySecurity() {
  return (
    <>
      <h2>6. Beveiliging</h2>
      <p>
        We beveiligen je gegevens met versleutelde verbindingen, versleuteld opgeslagen wachtwoorden, toegangscontrole per rol en
        controle van geüploade bestanden. Merk je iets verdachts op, meld het dan direct via{' '}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
      </p>
    </>
  );
}

export function PrivacyRights() {
  return (
    <>
      <h2>7. Jouw rechten</h2>
      <p>
        Je hebt het recht je gegevens in te zien, te laten corrigeren of verwijderen, de verwerking te beperken, bezwaar te maken
        en je gegevens over te dragen. Stuur je verzoek naar <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>; we reageren
        binnen {PRIVACY_RESPONSE_DAYS} dagen. Ben je het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht
        indienen bij de Autoriteit Persoonsgegevens.
      </p>
    </>
  );
}

export function PrivacyChanges() {
  return (
    <>
      <h2>8. Wijzigingen</h2>
      <p>
        We kunnen dit privacybeleid aanpassen. De actuele versie staat altijd op deze pagina. Lees ook onze{' '}
        <Link to="/algemene-voorwaarden">Algemene voorwaarden</Link>.
      </p>
    </>
  );
}

export function PrivacyContact() {
  return (
    <>
      <h2>9. Contact</h2>
      <p>
        Clipwerk, {CONTACT.city} · <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> ·{' '}
        <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
      </p>
    </>
  );
}
