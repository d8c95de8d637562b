// The Dutch texts around the knowledge pages (the articles themselves are in articles.ts).
export const KNOWLEDGE_TEXTS = {
  forCompanies: 'Voor bedrijven',
  forCreators: 'Voor creators',
  knowledgeBase: 'Kennisbank',
  toDashboard: 'Naar je dashboard',
  becomeCreator: 'Word creator',
  startFree: 'Start gratis',
  reachUs: 'Zo bereik je ons',
  email: 'E-mail',
  phone: 'Telefoon',
  address: 'Adres',
  questions: 'Veelgestelde vragen',
  moreReading: 'Verder lezen',
} as const;
