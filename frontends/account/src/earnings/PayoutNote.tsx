import { Link } from 'react-router-dom';
import { PayoutRule } from '@clipwerk/shell/sdk';
import { Alert } from '@clipwerk/ui';
import { PAYOUTS_TAB, usePayoutAccount } from '../payouts/payoutApi';
import { EarningsTexts } from './messages';

/** When she gets paid: the rule once her payout account is active; until then, that there is none and how to link it. */
export function PayoutNote() {
  const { data: account } = usePayoutAccount();
  const to = `/profile?tab=${PAYOUTS_TAB}`;
  if (account && account.status !== 'active') {
    return (
      <Alert tone="warning" title={EarningsTexts.payoutNote}>
        {EarningsTexts.noAccount(account.statusLabel.toLowerCase())} <Link to={to}>{EarningsTexts.linkAccount}</Link>
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={EarningsTexts.payoutNote}>
      <PayoutRule reader="creator" /> <Link to={to}>{EarningsTexts.bankDetails}</Link>
    </Alert>
  );
}
