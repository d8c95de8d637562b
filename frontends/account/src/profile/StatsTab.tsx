import { useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import { Card, EmptyState, ErrorState, PageSpinner, formatEuro, formatFollowers } from '@clipwerk/ui';

type Format = 'count' | 'euro' | 'percent' | 'rating' | 'followers';

// Dutch labels of the figures GET /users/me/stats may answer; unknown keys are not shown.
const STAT_LABELS: Record<string, { label: string; format: Format }> = {
  completedProjects: { label: 'Voltooide projecten', format: 'count' },
  activeProjects: { label: 'Actieve projecten', format: 'count' },
  totalProjects: { label: 'Opdrachten geplaatst', format: 'count' },
  openProjects: { label: 'Open opdrachten', format: 'count' },
  proposalsSubmitted: { label: 'Voorstellen ingediend', format: 'count' },
  proposalsAccepted: { label: 'Voorstellen geaccepteerd', format: 'count' },
  proposalsReceived: { label: 'Voorstellen ontvangen', format: 'count' },
  averageRating: { label: 'Gemiddelde beoordeling', format: 'rating' },
  ratingsCount: { label: 'Aantal beoordelingen', format: 'count' },
  responseRate: { label: 'Reactiepercentage', format: 'percent' },
  followers: { label: 'Volgers in totaal', format: 'followers' },
  portfolioItems: { label: 'Portfolio items', format: 'count' },
  profileViews: { label: 'Profielweergaven', format: 'count' },
  totalEarnings: { label: 'Totaal verdiend', format: 'euro' },
  totalSpent: { label: 'Totaal uitgegeven', format: 'euro' },
  memberSinceDays: { label: 'Dagen lid', format: 'count' },
};

function formatStat(value: number | null, format: Format): string {
  if (value === null || value === undefined) return '–';
  switch (format) {
    case 'euro':
      return formatEuro(value);
    case 'percent':
      return `${Math.round(value)}%`;
    case 'rating':
      return `${value.toLocaleString('nl-NL', { maximumFractionDigits: 1 })} / 5`;
    case 'followers':
      return formatFollowers(value);
    default:
      return value.toLocaleString('nl-NL');
  }
}

export function StatsTab() {
  const { data, isLoading, error, refetch, isRefetching } = useQuery({
    queryKey: ['profile', 'stats'],
    queryFn: async () => (await api.get<{ stats?: Record<string, number | null> }>('/users/me/stats')).stats ?? {},
  });

  if (isLoading) return <PageSpinner />;
  if (error) return <ErrorState message="Kon je statistieken niet laden" onRetry={() => refetch()} retrying={isRefetching} />;

  const shown = Object.entries(data ?? {}).filter(
    ([key, value]) => key in STAT_LABELS && (typeof value === 'number' || value === null),
  );
  if (shown.length === 0) {
    return (
      <Card>
        <EmptyState title="Nog geen statistieken" description="Zodra je aan opdrachten werkt, zie je hier je cijfers." />
      </Card>
    );
  }
  return (
    <div className="cw-grid cw-grid--3">
      {shown.map(([key, value]) => (
        <div key={key} className="cw-stat">
          <span className="cw-stat__label">{STAT_LABELS[key].label}</span>
          <span className="cw-stat__value">{formatStat(value, STAT_LABELS[key].format)}</span>
        </div>
      ))}
    </div>
  );
}
