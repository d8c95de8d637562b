import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@clipwerk/kit';
import { SessionRevocations } from '../../infrastructure/security/session-revocations';

/** "Overal uitloggen": every token of the account issued until now stops working, the caller's own included. */
@Injectable()
export class LogoutEverywhereService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly revocations: SessionRevocations,
  ) {}

  async execute(userId: string): Promise<void> {
    const cutOff = await this.uow.run((tx) => this.revocations.recordEndOfAll(tx, userId));
    await this.revocations.publishEndOfAll(userId, cutOff);
  }
}
