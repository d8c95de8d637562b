// Dutch labels of the marketplace's value lists (one company size list; industries, niches and portfolio
// categories each end with 'Overig'), one place for every screen.

export interface Option {
  value: string;
  label: string;
}

export const INDUSTRIES: readonly Option[] = [
  { value: 'beauty-cosmetics', label: 'Beauty & cosmetica' },
  { value: 'fashion-clothing', label: 'Mode & kleding' },
  { value: 'food-drinks', label: 'Eten & drinken' },
  { value: 'health-fitness', label: 'Gezondheid & fitness' },
  { value: 'technology', label: 'Technologie' },
  { value: 'travel-lifestyle', label: 'Reizen & lifestyle' },
  { value: 'home-garden', label: 'Huis & tuin' },
  { value: 'business-services', label: 'Zakelijke dienstverlening' },
  { value: 'other', label: 'Overig' },
];

export const COMPANY_SIZES: readonly Option[] = ['1-10', '11-50', '51-250', '251-1000', '1000+'].map((size) => ({
  value: size,
  label: `${size} medewerkers`,
}));

export const NICHES: readonly Option[] = [
  { value: 'beauty', label: 'Beauty' },
  { value: 'fashion', label: 'Mode' },
  { value: 'fitness', label: 'Fitness' },
  { value: 'health', label: 'Gezondheid' },
  { value: 'food', label: 'Eten' },
  { value: 'travel', label: 'Reizen' },
  { value: 'tech', label: 'Tech' },
  { value: 'gaming', label: 'Gaming' },
  { value: 'lifestyle', label: 'Lifestyle' },
  { value: 'parenting', label: 'Ouderschap' },
  { value: 'pets', label: 'Huisdieren' },
  { value: 'home', label: 'Wonen' },
  { value: 'diy', label: 'DIY' },
  { value: 'automotive', label: 'Auto’s' },
  { value: 'sports', label: 'Sport' },
  { value: 'music', label: 'Muziek' },
  { value: 'art', label: 'Kunst' },
  { value: 'education', label: 'Onderwijs' },
  { value: 'business', label: 'Zakelijk' },
  { value: 'finance', label: 'Financiën' },
  { value: 'sustainability', label: 'Duurzaamheid' },
  { value: 'other', label: 'Overig' },
];

export const AVAILABILITY: readonly Option[] = [
  { value: 'immediately', label: 'Direct beschikbaar' },
  { value: 'within-week', label: 'Binnen een week' },
  { value: 'within-month', label: 'Binnen een maand' },
  { value: 'unavailable', label: 'Niet beschikbaar' },
];

export const PORTFOLIO_CATEGORIES: readonly Option[] = [
  { value: 'unboxing', label: 'Unboxing' },
  { value: 'review', label: 'Recensie' },
  { value: 'tutorial', label: 'Tutorial' },
  { value: 'lifestyle', label: 'Lifestyle' },
  { value: 'testimonial', label: 'Testimonial' },
  { value: 'other', label: 'Overig' },
];

/** Label of a value in a list, or the value itself when unknown. */
export function labelOf(options: readonly Option[], value: string | null | undefined): string {
  return options.find((option) => option.value === value)?.label ?? value ?? '';
}
