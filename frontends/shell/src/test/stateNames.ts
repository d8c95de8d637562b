// The one Dutch name of each project state, written out for the screens' tests: a screen that words a state
// differently from the others fails its test.
export const PROJECT_STATE_NAMES: ReadonlyArray<readonly [status: string, name: string]> = [
  ['draft', 'Concept'],
  ['awaiting_deposit', 'Wacht op betaling'],
  ['open', 'Open voor voorstellen'],
  ['creator_selected', 'Creator geselecteerd'],
  ['in_progress', 'In uitvoering'],
  ['delivered', 'Opgeleverd'],
  ['under_review', 'In beoordeling'],
  ['revision_requested', 'Revisie gevraagd'],
  ['approved', 'Goedgekeurd'],
  ['completed', 'Voltooid'],
  ['cancelled', 'Geannuleerd'],
];
