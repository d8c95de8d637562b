import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession, userDisplay } from '@clipwerk/shell/sdk';
import { Avatar, Badge, Tabs } from '@clipwerk/ui';
import { ProfileForm } from './ProfileForm';
import { ProfilePictureUpload } from './ProfilePicture';
import { DataExport } from './DataExport';
import { EmailPreferences } from './EmailPreferences';
import { DeleteAccount } from './DeleteAccount';
import { PortfolioTab } from './PortfolioTab';
import { PayoutsTab } from '../payouts/PayoutsTab';
import { PAYOUTS_TAB } from '../payouts/payoutApi';
import { StatsTab } from './StatsTab';
import { LogoutEverywhere } from './LogoutEverywhere';
import { InvoiceList } from '../earnings/InvoiceList';
import { EarningsTexts } from '../earnings/messages';

const INVOICES_TAB = 'facturen';

const CREATOR_TABS = [
  { id: 'profile', label: 'Profiel' },
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'payouts', label: 'Uitbetalingen' },
  { id: 'stats', label: 'Statistieken' },
];
const COMPANY_TABS = [
  { id: 'profile', label: 'Profiel' },
  { id: 'invoices', label: EarningsTexts.invoices.title },
  { id: 'stats', label: 'Statistieken' },
];

export default function ProfileScreen() {
  const { user } = useSession();
  const [params] = useSearchParams();
  // The payout provider's onboarding returns to /profile?tab=uitbetalingen; /profile?tab=facturen opens the invoices, ?tab=portfolio the portfolio.
  const [tab, setTab] = useState(
    params.get('tab') === PAYOUTS_TAB
      ? 'payouts'
      : params.get('tab') === INVOICES_TAB
        ? 'invoices'
        : params.get('tab') === 'portfolio'
          ? 'portfolio'
          : 'profile',
  );
  if (!user) return null; // the shell's guard only lets signed-in users in
  const { name, label } = userDisplay(user);
  const tabs = user.role === 'creator' ? CREATOR_TABS : COMPANY_TABS;

  return (
    <div className="cw-container cw-page">
      <header className="cw-profile-head">
        <Avatar src={user.profilePictureUrl} name={name} size={96} />
        <div className="cw-stack" style={{ minWidth: 0 }}>
          <div>
            <h1>{name}</h1>
            <div className="cw-row">
              <Badge tone="brand">{label}</Badge>
              <span className="cw-muted cw-small">{user.email}</span>
            </div>
          </div>
          <ProfilePictureUpload user={user} />
        </div>
      </header>
      <Tabs tabs={tabs} active={tab} onChange={setTab} label="Profielonderdelen">
        {tab === 'profile' && <ProfileForm key={user.id} user={user} />}
        {tab === 'profile' && <EmailPreferences />}
        {tab === 'profile' && <LogoutEverywhere />}
        {tab === 'profile' && <DataExport />}
        {tab === 'profile' && <DeleteAccount />}
        {tab === 'portfolio' && <PortfolioTab />}
        {tab === 'payouts' && user.role === 'creator' && <PayoutsTab />}
        {tab === 'invoices' && user.role === 'bedrijf' && <InvoiceList lead={EarningsTexts.invoices.companyLead} />}
        {tab === 'stats' && <StatsTab />}
      </Tabs>
    </div>
  );
}
