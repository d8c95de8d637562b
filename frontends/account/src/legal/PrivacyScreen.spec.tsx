import { screen, within } from '@testing-library/react';
import { installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { OPERATOR_RETENTION, RETENTION_TEXTS } from './legalConstants';
import PrivacyScreen from './PrivacyScreen';

const stated = (subject: string, period: string, retainedFor: object) => ({
  success: true,
  data: { periods: [{ subject, period, retainedFor }] },
});

// Figures unlike today's, so the page can only show them by reading what each context sends.
const ANSWERS = {
  'GET /api/users/retention': stated('Accountgegevens', '4 jaar na je laatste inlog', { years: 4 }),
  'GET /api/projects/retention': stated('Projectgegevens', '8 jaar na het einde van het project', { years: 8 }),
  'GET /api/payments/retention': stated('Financiële gegevens', '9 jaar na de factuur of boeking', { years: 9 }),
  'GET /api/conversations/retention': stated('Berichten', '5 jaar na verzending, met de bijlagen', { years: 5 }),
  'GET /api/notifications/retention': stated('Meldingen en verzonden e-mails', '2 jaar nadat ze zijn gemaakt', { years: 2 }),
  'GET /api/analytics/retention': stated('Analysegegevens', '13 maanden na de dag waarvoor ze tellen', { months: 13 }),
};

const retentionRows = () =>
  within(screen.getByRole('columnheader', { name: 'Bewaartermijn' }).closest('table') as HTMLElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the privacy page’s retention periods', () => {
  it('states each period as its context sends it, with the operator’s log files and back-ups, in the table’s order', async () => {
    installFetch(ANSWERS);
    renderScreen(<PrivacyScreen />);
    expect(await screen.findByText('5 jaar na verzending, met de bijlagen')).toBeInTheDocument();
    await screen.findByText('13 maanden na de dag waarvoor ze tellen');
    expect(retentionRows()).toEqual([
      ['Accountgegevens', '4 jaar na je laatste inlog'],
      ['Projectgegevens', '8 jaar na het einde van het project'],
      ['Financiële gegevens', '9 jaar na de factuur of boeking'],
      ['Berichten', '5 jaar na verzending, met de bijlagen'],
      ['Meldingen en verzonden e-mails', '2 jaar nadat ze zijn gemaakt'],
      [OPERATOR_RETENTION.logs.subject, OPERATOR_RETENTION.logs.period],
      ['Analysegegevens', '13 maanden na de dag waarvoor ze tellen'],
      [OPERATOR_RETENTION.backups.subject, OPERATOR_RETENTION.backups.period],
    ]);
    expect(screen.queryByText(RETENTION_TEXTS.loading)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is loading until the periods arrive, and asks each context once', async () => {
    const fetchMock = installFetch(ANSWERS);
    renderScreen(<PrivacyScreen />);
    expect(screen.getByText(RETENTION_TEXTS.loading)).toBeInTheDocument();
    await screen.findByText('4 jaar na je laatste inlog');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('shows what did arrive and says in Dutch that a period could not be loaded, never a guessed one', async () => {
    installFetch({ ...ANSWERS, 'GET /api/conversations/retention': jsonResponse(503, { message: 'Niet beschikbaar' }) });
    renderScreen(<PrivacyScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(RETENTION_TEXTS.failed);
    expect(retentionRows().map(([subject]) => subject)).not.toContain('Berichten');
    expect(screen.getByText('4 jaar na je laatste inlog')).toBeInTheDocument();
    expect(screen.queryByText(/na verzending/)).not.toBeInTheDocument();
  });
});
