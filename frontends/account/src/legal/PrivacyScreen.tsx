import { LegalPage } from './LegalPage';
import { CONTACT, PRIVACY_VERSION } from './legalConstants';
import {
  PrivacyData,
  PrivacyPurposes,
  PrivacyRetention,
  PrivacySharing,
  PrivacyCookies,
  PrivacySecurity,
  PrivacyRights,
  PrivacyChanges,
  PrivacyContact,
} from './PrivacySections';

export default function PrivacyScreen() {
  return (
    <LegalPage title="Privacybeleid" version={PRIVACY_VERSION.version} date={PRIVACY_VERSION.date}>
      <p>
        Clipwerk, gevestigd in {CONTACT.city}, is verantwoordelijk voor de verwerking van persoonsgegevens zoals beschreven in dit
        privacybeleid. We verwerken alleen de gegevens die we nodig hebben om de marktplaats te laten werken, en we verkopen je
        gegevens nooit.
      </p>

      <PrivacyData />
      <PrivacyPurposes />
      <PrivacyRetention />
      <PrivacySharing />
      <PrivacyCookies />
      <PrivacySecurity />
      <PrivacyRights />
      <PrivacyChanges />
      <PrivacyContact />
    </LegalPage>
  );
}
