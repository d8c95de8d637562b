// The edit screen's timing; its fields, checks and body are the create wizard's (wizard/wizardRules.ts).
export const REDIRECT_NO_ACCESS_MS = 2_000;
