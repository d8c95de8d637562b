import { useQuery } from '@tanstack/react-query';
import { api } from '@clipwerk/shell/sdk';
import { Card, EmptyState, ErrorState, PageSpinner, formatDate, formatFollowers } from '@clipwerk/ui';
// The identity context's own description of the answer: a renamed field fails the type check here.
import type { CompanyStatsBody, CreatorStatsBody, MyStatsAnswer, MyStatsBody } from '@clipwerk/contracts/identity';

interface Figure<T> {
  label: string;
  value: (stats: T) => string;
}

const count = (value: number) => value.toLocaleString('nl-NL');
const roundedPercent = (value: number | null) => (value === null ? '–' : `${Math.round(value)}%`);
const memberSince = (stats: { memberSince: string }) => formatDate(stats.memberSince);
const profileCompleteness = (stats: { profileCompleteness: number }) => roundedPercent(stats.profileCompleteness);

const CREATOR_FIGURES: ReadonlyArray<Figure<CreatorStatsBody>> = [
  { label: 'Voltooide opdrachten', value: (s) => count(s.completedProjects) },
  {
    label: 'Gemiddelde beoordeling',
    value: (s) =>
      s.averageRating === null ? '–' : `${s.averageRating.toLocaleString('nl-NL', { maximumFractionDigits: 1 })} / 5`,
  },
  { label: 'Aantal beoordelingen', value: (s) => count(s.ratingCount) },
  { label: 'Reactiepercentage', value: (s) => roundedPercent(s.responseRate) },
  { label: 'Volgers in totaal', value: (s) => formatFollowers(s.followersTotal) },
  { label: 'Portfolio items', value: (s) => count(s.portfolioItems) },
  { label: 'Profiel compleet', value: profileCompleteness },
  { label: 'Lid sinds', value: memberSince },
];

const COMPANY_FIGURES: ReadonlyArray<Figure<CompanyStatsBody>> = [
  { label: 'Profiel compleet', value: profileCompleteness },
  { label: 'Lid sinds', value: memberSince },
];

function figuresOf(stats: MyStatsBody): Array<{ label: string; text: string }> {
  if (stats.role === 'creator') return CREATOR_FIGURES.map((f) => ({ label: f.label, text: f.value(stats) }));
  return COMPANY_FIGURES.map((f) => ({ label: f.label, text: f.value(stats) }));
}

export function StatsTab() {
  const { data, isLoading, error, refetch, isRefetching } = useQuery({
    queryKey: ['profile', 'stats'],
    queryFn: async () => (await api.get<MyStatsAnswer>('/users/me/stats')).stats,
  });

  if (isLoading) return <PageSpinner />;
  if (error) return <ErrorState message="Kon je statistieken niet laden" onRetry={() => refetch()} retrying={isRefetching} />;
  if (!data) {
    return (
      <Card>
        <EmptyState title="Nog geen statistieken" description="Zodra je aan opdrachten werkt, zie je hier je cijfers." />
      </Card>
    );
  }
  return (
    <div className="cw-grid cw-grid--3">
      {figuresOf(data).map(({ label, text }) => (
        <div key={label} className="cw-stat">
          <span className="cw-stat__label">{label}</span>
          <span className="cw-stat__value">{text}</span>
        </div>
      ))}
    </div>
  );
}
