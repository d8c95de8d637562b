import type { ProjectStatusName } from '@clipwerk/proto';
import { hasChosenCreator, nextProjectStatus, statusesKeptAgainst } from './project-projection';

describe('project projection status (late events)', () => {
  it('follows the project before a creator is selected', () => {
    expect(nextProjectStatus(undefined, 'awaiting_deposit')).toBe('awaiting_deposit');
    expect(nextProjectStatus('awaiting_deposit', 'open')).toBe('open');
    expect(nextProjectStatus('open', 'creator_selected')).toBe('creator_selected');
    expect(nextProjectStatus('open', 'cancelled')).toBe('cancelled');
  });

  it('never goes back to open once a creator is selected or the project is cancelled', () => {
    expect(nextProjectStatus('creator_selected', 'open')).toBe('creator_selected');
    expect(nextProjectStatus('creator_selected', 'in_progress')).toBe('in_progress');
    expect(nextProjectStatus('cancelled', 'open')).toBe('cancelled');
    expect(nextProjectStatus('cancelled', 'creator_selected')).toBe('cancelled');
  });

  it('knows a creator is chosen from creator_selected up to completed, not before nor once cancelled', () => {
    expect(['creator_selected', 'in_progress', 'approved', 'completed'].every(hasChosenCreator)).toBe(true);
    expect(['draft', 'awaiting_deposit', 'open', 'cancelled'].some(hasChosenCreator)).toBe(false);
  });

  it('names, for a write in one statement, exactly the stored statuses the rule keeps', () => {
    // Each phase: before a creator is chosen, after it, and cancelled.
    const statuses: ProjectStatusName[] = ['draft', 'open', 'creator_selected', 'completed', 'cancelled'];
    for (const incoming of statuses) {
      for (const current of statuses) {
        const written = statusesKeptAgainst(incoming).includes(current) ? current : incoming;
        expect([current, incoming, written]).toEqual([current, incoming, nextProjectStatus(current, incoming)]);
      }
    }
    expect(statusesKeptAgainst('open')).toEqual(expect.arrayContaining(['creator_selected', 'completed', 'cancelled']));
    expect(statusesKeptAgainst('open')).not.toContain('awaiting_deposit');
  });
});
