export interface SeededProject {
  title: string;
  contractCents: number;
  feeCents: number;
  settledAt: Date;
}

export function seedSettledProjects(
  query: (sql: string, parameters?: unknown[]) => Promise<unknown>,
  options: { creatorId: string; ownerId?: string; companyName?: string; projects: SeededProject[]; schema?: string },
): Promise<string[]>;
