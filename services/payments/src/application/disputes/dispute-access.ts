import { Injectable } from '@nestjs/common';
import { AppError, type AuthUser } from '@clipwerk/kit';
import type { EntityManager } from 'typeorm';
import type { PartyRole } from '../../domain/dispute';
import { ErrorCodes, Messages } from '../../domain/messages';
import { DisputeRepository, type DisputeRow } from '../../infrastructure/persistence/dispute.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const disputeNotFound = () => AppError.notFound(ErrorCodes.disputeNotFound, Messages.disputeNotFound);

/** The caller's side in a dispute: one of its two parties, or null (support or anyone else). */
export function partyRole(dispute: DisputeRow, callerId: string): PartyRole | null {
  if (dispute.ownerId === callerId) return 'bedrijf';
  if (dispute.creatorId === callerId) return 'creator';
  return null;
}

/**
 * Who may see and act on a dispute: its parties, and support. Anyone else gets the 404 of a dispute that does not
 * exist; a party calling support's desk gets 403 (it knows the dispute exists).
 */
@Injectable()
export class DisputeAccess {
  constructor(private readonly disputes: DisputeRepository) {}

  private async load(id: string, manager?: EntityManager, lock = false): Promise<DisputeRow | null> {
    if (!UUID.test(id)) return null;
    if (lock && manager) return this.disputes.findByIdForUpdate(id, manager);
    return this.disputes.findById(id, manager);
  }

  /** A party (with its role) or support may read. */
  async readable(caller: AuthUser, id: string): Promise<{ dispute: DisputeRow; role: PartyRole | null }> {
    const dispute = await this.load(id);
    const role = dispute ? partyRole(dispute, caller.id) : null;
    if (!dispute || (!role && caller.role !== 'support')) throw disputeNotFound();
    return { dispute, role };
  }

  /** A party acts (statements, appeal); the dispute locked for the rest of the transaction. */
  async partyForUpdate(caller: AuthUser, id: string, manager: EntityManager): Promise<{ dispute: DisputeRow; role: PartyRole }> {
    const dispute = await this.load(id, manager, true);
    const role = dispute ? partyRole(dispute, caller.id) : null;
    if (!dispute || !role) throw disputeNotFound();
    return { dispute, role };
  }

  /** Support's desk: support only; a party gets 403, anyone else 404. */
  async deskForUpdate(caller: AuthUser, id: string, manager: EntityManager): Promise<DisputeRow> {
    const dispute = await this.load(id, manager, true);
    if (dispute && caller.role === 'support') return dispute;
    if (dispute && partyRole(dispute, caller.id)) throw AppError.forbidden(Messages.disputeSupportOnly);
    throw disputeNotFound();
  }
}
