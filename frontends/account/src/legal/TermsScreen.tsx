import { LegalPage } from './LegalPage';
import { TERMS_VERSION } from './legalConstants';
import {
  TermsDefinitions,
  TermsAccount,
  TermsAssignments,
  TermsPrices,
  TermsPayment,
  TermsContent,
  TermsRevisions,
  TermsDisputes,
  TermsAvailability,
  TermsLiability,
  TermsPrivacy,
  TermsChanges,
  TermsLaw,
} from './TermsSections';

export default function TermsScreen() {
  return (
    <LegalPage title="Algemene voorwaarden" version={TERMS_VERSION.version} date={TERMS_VERSION.date}>
      <p>
        Deze algemene voorwaarden gelden voor ieder gebruik van Clipwerk, de online marktplaats waar bedrijven opdrachten voor
        user-generated video content (UGC) plaatsen en creators daarop reageren, de content maken en leveren. Door een account aan
        te maken ga je akkoord met deze voorwaarden.
      </p>

      <TermsDefinitions />
      <TermsAccount />
      <TermsAssignments />
      <TermsPrices />
      <TermsPayment />
      <TermsContent />
      <TermsRevisions />
      <TermsDisputes />
      <TermsAvailability />
      <TermsLiability />
      <TermsPrivacy />
      <TermsChanges />
      <TermsLaw />
    </LegalPage>
  );
}
