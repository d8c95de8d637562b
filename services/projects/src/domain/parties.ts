/** How the parties of a project are named when identity has not told us yet. */
export const UNNAMED_COMPANY = 'Naamloos bedrijf';
export const UNNAMED_CREATOR = 'Naamloze creator';
