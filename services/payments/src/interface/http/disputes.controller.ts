import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '@clipwerk/kit';
import { AddStatementService } from '../../application/disputes/add-statement.service';
import { AppealDisputeService } from '../../application/disputes/appeal-dispute.service';
import { DecideDisputeService } from '../../application/disputes/decide-dispute.service';
import { OpenDisputeService } from '../../application/disputes/open-dispute.service';
import { ReadDisputesService } from '../../application/disputes/read-disputes.service';
import { CLOCK, type Clock } from '../../application/ports/clock';
import { Messages } from '../../domain/messages';
import { centsFromEuros } from '../../domain/money';
import { disputeView, evidenceView } from './dispute.presenter';
import { AddStatementRequest, AppealDisputeRequest, DecideDisputeRequest, OpenDisputeRequest } from './dto/disputes.request.dto';
import type { DisputeAnswer, DisputeEvidenceAnswer, DisputesAnswer } from './api.contract';

/**
 * Disputes: either party opens one and explains its side; support decides on its desk; either party appeals once.
 * Every answer is the whole dispute as the caller may see it (decision 063).
 */
@Controller()
export class DisputesController {
  constructor(
    private readonly opens: OpenDisputeService,
    private readonly statements: AddStatementService,
    private readonly appeals: AppealDisputeService,
    private readonly decisions: DecideDisputeService,
    private readonly reads: ReadDisputesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async answer(caller: AuthUser, id: string, message?: string): Promise<DisputeAnswer> {
    const detail = await this.reads.one(caller, id);
    return { success: true, ...(message ? { message } : {}), data: { dispute: disputeView(detail, this.clock.now()) } };
  }

  @Post('disputes')
  @HttpCode(201)
  async open(@CurrentUser() caller: AuthUser, @Body() body: OpenDisputeRequest): Promise<DisputeAnswer> {
    const dispute = await this.opens.execute(caller, body.projectId, body.reason);
    return this.answer(caller, dispute.id, Messages.disputeOpened);
  }

  @Get('disputes')
  async forProject(@CurrentUser() caller: AuthUser, @Query('projectId') projectId = ''): Promise<DisputesAnswer> {
    const details = await this.reads.forProject(caller, projectId);
    return { success: true, data: { disputes: details.map((detail) => disputeView(detail, this.clock.now())) } };
  }

  @Get('disputes/:id')
  one(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<DisputeAnswer> {
    return this.answer(caller, id);
  }

  @Get('disputes/:id/evidence')
  async evidence(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<DisputeEvidenceAnswer> {
    return { success: true, data: evidenceView(await this.reads.evidence(caller, id), this.clock.now()) };
  }

  @Post('disputes/:id/statements')
  @HttpCode(201)
  async addStatement(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: AddStatementRequest,
  ): Promise<DisputeAnswer> {
    await this.statements.execute(caller, id, body.text, body.fileIds ?? []);
    return this.answer(caller, id, Messages.disputeStatementAdded);
  }

  @Post('disputes/:id/appeal')
  @HttpCode(200)
  async appeal(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: AppealDisputeRequest,
  ): Promise<DisputeAnswer> {
    await this.appeals.execute(caller, id, body.reason);
    return this.answer(caller, id, Messages.disputeAppealed);
  }

  /** Support's desk: every dispute not closed, the most urgent first. */
  @Get('support/disputes')
  async desk(@CurrentUser() caller: AuthUser): Promise<DisputesAnswer> {
    const details = await this.reads.desk(caller);
    return { success: true, data: { disputes: details.map((detail) => disputeView(detail, this.clock.now())) } };
  }

  @Post('support/disputes/:id/decision')
  @HttpCode(200)
  async decide(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: DecideDisputeRequest,
  ): Promise<DisputeAnswer> {
    const creatorCents = body.outcome === 'split' ? centsFromEuros(body.creatorAmount) : null;
    await this.decisions.execute(caller, id, { outcome: body.outcome, creatorCents, note: body.note });
    return this.answer(caller, id, Messages.disputeDecided);
  }
}
