import { canDownload, isParty } from './access';

describe('access to a project’s delivery', () => {
  const project = {
    ownerId: 'company',
    selectedCreatorId: 'creator',
    status: 'completed' as const,
    creatorLeftAt: null,
    ownerLeftAt: null,
    finalPaymentCompleted: true,
  };

  it('is for the two parties only', () => {
    expect(isParty(project, 'company')).toBe(true);
    expect(isParty(project, 'creator')).toBe(true);
    expect(isParty(project, 'someone else')).toBe(false);
    expect(isParty(project, undefined)).toBe(false);
  });

  it('ends for a party who deleted her account, and for everyone once the project is cancelled', () => {
    expect(isParty({ ...project, creatorLeftAt: new Date() }, 'creator')).toBe(false);
    expect(isParty({ ...project, creatorLeftAt: new Date() }, 'company')).toBe(true);
    expect(isParty({ ...project, ownerLeftAt: new Date() }, 'company')).toBe(false);
    expect(isParty({ ...project, status: 'cancelled' as const }, 'company')).toBe(false);
  });

  it('downloads once the final payment is in, for the parties only', () => {
    expect(canDownload(project, 'company')).toBe(true);
    expect(canDownload(project, 'creator')).toBe(true);
    expect(canDownload({ ...project, finalPaymentCompleted: false }, 'company')).toBe(false);
    expect(canDownload(project, 'support person')).toBe(false);
  });
});
