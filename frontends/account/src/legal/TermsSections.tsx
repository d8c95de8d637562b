// The sections of the terms, one component each, in the order the screen shows them.
import { Link } from 'react-router-dom';
import { formatEuro, projectStatus } from '@clipwerk/ui';
import { PayoutRule, TermsFigure } from '@clipwerk/shell/sdk';
import {
  COMPETITOR_DISCOUNT_EUR,
  CONTACT,
  DISPUTE_STEPS,
  MINIMUM_AGE,
  NOTICE_DAYS,
  REFUND_WORKING_DAYS,
  SERVICE,
  VIDEO_PRICES,
} from './legalConstants';

export function TermsDefinitions() {
  return (
    <>
      <h2>1. Definities</h2>
      <ul>
        <li>
          <strong>Clipwerk</strong>: het platform en de organisatie achter het platform, gevestigd in {CONTACT.city}.
        </li>
        <li>
          <strong>Bedrijf</strong>: een gebruiker met een zakelijk account die opdrachten plaatst.
        </li>
        <li>
          <strong>Creator</strong>: een gebruiker die voorstellen verstuurt en content maakt en levert.
        </li>
        <li>
          <strong>Opdracht</strong>: een verzoek van een bedrijf om content te maken, met budget, eisen en deadline.
        </li>
        <li>
          <strong>Contractbedrag</strong>: de prijs van het voorstel dat het bedrijf heeft geaccepteerd.
        </li>
      </ul>
    </>
  );
}

export function TermsAccount() {
  return (
    <>
      <h2>2. Account en toegang</h2>
      <ul>
        <li>Je moet minimaal {MINIMUM_AGE} jaar oud zijn om een account aan te maken.</li>
        <li>Je geeft juiste en volledige gegevens op en houdt die actueel.</li>
        <li>Je houdt je inloggegevens geheim. Handelingen met jouw account komen voor jouw rekening.</li>
        <li>
          Clipwerk mag een account opschorten of beëindigen bij misbruik, fraude of een ernstige schending van deze voorwaarden.
        </li>
      </ul>
    </>
  );
}

export function TermsAssignments() {
  return (
    <>
      <h2>3. Opdrachten en voorstellen</h2>
      <ul>
        <li>Een bedrijf beschrijft in een opdracht duidelijk wat het verwacht: onderwerp, formaat, budget en deadline.</li>
        <li>Een creator dient per opdracht één voorstel in met motivatie, aanpak, prijs en levertijd.</li>
        <li>
          Als een bedrijf een voorstel accepteert, ontstaat een overeenkomst tussen bedrijf en creator voor het contractbedrag. De
          overige voorstellen worden afgewezen.
        </li>
        <li>
          Een opdracht kan worden geannuleerd zolang er nog geen creator is gekozen; een betaalde aanbetaling wordt dan
          terugbetaald.
        </li>
      </ul>
    </>
  );
}

export function TermsPrices() {
  return (
    <>
      <h2>4. Prijzen</h2>
      <p>Voor video’s die via Clipwerk worden besteld gelden de volgende richtprijzen (inclusief platformkosten):</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Lengte video</th>
            <th scope="col">Prijs</th>
          </tr>
        </thead>
        <tbody>
          {VIDEO_PRICES.map((row) => (
            <tr key={row.length}>
              <td>{row.length}</td>
              <td>{formatEuro(row.price, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Deze prijzen liggen per video {formatEuro(COMPETITOR_DISCOUNT_EUR, 0)} onder die van vergelijkbare aanbieders. Bij een
        bestelling van 5 video’s is de vijfde video gratis; dit heeft geen invloed op wat de creator verdient.
      </p>
    </>
  );
}

export function TermsPayment() {
  return (
    <>
      <h2>5. Betalingsvoorwaarden</h2>
      <ul>
        <li>
          Bij het aanmaken van een opdracht betaalt het bedrijf een aanbetaling van <TermsFigure of="depositPercent" />% van het
          budget. Pas daarna wordt de opdracht zichtbaar voor creators. Wordt de betaling afgebroken, dan blijft de opdracht
          bewaard met de status '{projectStatus('awaiting_deposit').label}' en kan later alsnog worden betaald.
        </li>
        <li>
          Na goedkeuring van de geleverde content betaalt het bedrijf de eindbetaling: het contractbedrag min de betaalde
          aanbetaling. Is de aanbetaling hoger dan het contractbedrag, dan wordt het verschil bij afronding teruggestort.
        </li>
        <li>Je kunt betalen met iDEAL of met een creditcard. Betalingen lopen via onze betaalprovider.</li>
        <li>
          Clipwerk rekent platformkosten van <TermsFigure of="feePercent" />% van het contractbedrag. De creator ontvangt{' '}
          <TermsFigure of="creatorSharePercent" />
          %.
        </li>
        <li>
          <strong>Geschilperiode en uitbetaling.</strong> <PayoutRule /> Tijdens een lopend geschil blijft het bedrag vastgehouden
          tot het geschil is afgehandeld.
        </li>
        <li>Terugbetalingen worden binnen {REFUND_WORKING_DAYS} verwerkt.</li>
        <li>
          Geleverde content komt pas beschikbaar om te downloaden nadat de eindbetaling is voldaan. Bekijken (als voorbeeld) is
          altijd mogelijk.
        </li>
      </ul>
    </>
  );
}

export function TermsContent() {
  return (
    <>
      <h2>6. Content, rechten en gebruik</h2>
      <ul>
        <li>
          De creator garandeert dat de content origineel is en geen rechten van anderen schendt, en dat alle herkenbare personen
          toestemming hebben gegeven.
        </li>
        <li>
          Na volledige betaling krijgt het bedrijf het recht de content te gebruiken voor eigen marketing, tenzij in de opdracht
          anders is afgesproken.
        </li>
        <li>
          De creator mag de content in zijn of haar portfolio tonen, tenzij het bedrijf in de opdracht om geheimhouding heeft
          gevraagd.
        </li>
        <li>
          Content die misleidend, discriminerend, onrechtmatig of in strijd met de wet is, is niet toegestaan en kan worden
          verwijderd.
        </li>
      </ul>
    </>
  );
}

export function TermsRevisions() {
  return (
    <>
      <h2>7. Revisies en goedkeuring</h2>
      <p>
        Het bedrijf beoordeelt de geleverde content en keurt die goed of vraagt om een revisie met een duidelijke omschrijving van
        wat er moet veranderen. De creator verwerkt redelijke revisieverzoeken binnen de afgesproken opdracht.
      </p>
    </>
  );
}

export function TermsDisputes() {
  return (
    <>
      <h2>8. Geschillen</h2>
      <ol>
        <li>
          Meld een geschil binnen de geschilperiode van <TermsFigure of="holdPeriod" /> na de eindbetaling via de support van
          Clipwerk.
        </li>
        <li>Onze support bemiddelt binnen {DISPUTE_STEPS.mediationHours} uur tussen bedrijf en creator.</li>
        <li>Beide partijen leveren hun bewijs binnen {DISPUTE_STEPS.evidenceDays} dagen aan.</li>
        <li>Clipwerk neemt binnen {DISPUTE_STEPS.decisionWorkingDays} werkdagen een besluit.</li>
        <li>Tegen dat besluit kun je binnen {DISPUTE_STEPS.appealDays} dagen bezwaar maken.</li>
      </ol>
    </>
  );
}

export function TermsAvailability() {
  return (
    <>
      <h2>9. Beschikbaarheid en support</h2>
      <ul>
        <li>Wij streven naar een beschikbaarheid van het platform van {SERVICE.uptimePercent}%.</li>
        <li>
          Gepland onderhoud duurt maximaal {SERVICE.maintenanceHours} uur en kondigen we minimaal {SERVICE.maintenanceNoticeHours}{' '}
          uur vooraf aan.
        </li>
        <li>Onze support reageert op werkdagen binnen {SERVICE.supportHours} uur.</li>
      </ul>
    </>
  );
}

export function TermsLiability() {
  return (
    <>
      <h2>10. Aansprakelijkheid</h2>
      <p>
        Clipwerk brengt bedrijven en creators met elkaar in contact en is geen partij bij de overeenkomst tussen hen. Clipwerk is
        niet aansprakelijk voor indirecte schade of gevolgschade. Onze aansprakelijkheid is in alle gevallen beperkt tot het
        bedrag aan platformkosten dat in de betreffende opdracht is betaald, behalve bij opzet of grove nalatigheid.
      </p>
    </>
  );
}

export function TermsPrivacy() {
  return (
    <>
      <h2>11. Privacy</h2>
      <p>
        Hoe wij met persoonsgegevens omgaan lees je in ons <Link to="/privacy-policy">Privacybeleid</Link>.
      </p>
    </>
  );
}

export function TermsChanges() {
  return (
    <>
      <h2>12. Wijzigingen</h2>
      <p>
        Wijzigingen in deze voorwaarden maken we minimaal {NOTICE_DAYS.terms} dagen vooraf bekend. Prijswijzigingen kondigen we
        minimaal {NOTICE_DAYS.prices} dagen vooraf aan. Gebruik je Clipwerk na de ingangsdatum, dan gelden de nieuwe voorwaarden.
      </p>
    </>
  );
}

export function TermsLaw() {
  return (
    <>
      <h2>13. Toepasselijk recht en contact</h2>
      <p>
        Op deze voorwaarden is Nederlands recht van toepassing. Geschillen die niet via de geschillenregeling worden opgelost,
        worden voorgelegd aan de bevoegde rechter in {CONTACT.city}. Vragen? Mail naar{' '}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> of bel <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>.
      </p>
    </>
  );
}
