export const PORTFOLIO_TEXTS = {
  loadFailed: 'Kon portfolio niet laden',
  tooManyRequests: 'Te veel verzoeken. Probeer het over een moment opnieuw.',
  saveFailed: 'Fout bij opslaan portfolio item',
  deleteFailed: 'Fout bij verwijderen portfolio item',
  deleteConfirm: 'Weet je zeker dat je dit portfolio item wilt verwijderen?',
  titleRequired: 'Titel is verplicht',
  videoRequired: 'Voeg een video toe: upload een bestand of plak een link',
} as const;

export const PORTFOLIO_QUERY_KEY = ['profile', 'portfolio'];

export type PortfolioValues = { title: string; description: string; category: string; videoUrl: string; thumbnailUrl: string };

export function validatePortfolioItem(values: PortfolioValues) {
  const errors: Partial<Record<keyof PortfolioValues, string>> = {};
  if (!values.title.trim()) errors.title = PORTFOLIO_TEXTS.titleRequired;
  if (!values.videoUrl.trim()) errors.videoUrl = PORTFOLIO_TEXTS.videoRequired;
  return errors;
}
