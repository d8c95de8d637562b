import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, Roles } from '@clipwerk/kit';
import { AcceptProposalService } from '../../application/accept-proposal/accept-proposal.service';
import { ListMyProposalsService } from '../../application/list-my-proposals/list-my-proposals.service';
import { ListProjectProposalsService } from '../../application/list-project-proposals/list-project-proposals.service';
import { RejectProposalService } from '../../application/reject-proposal/reject-proposal.service';
import { SubmitProposalService } from '../../application/submit-proposal/submit-proposal.service';
import { Messages } from '../../domain/messages';
import {
  AcceptProposalRequest,
  MyProposalsQuery,
  RejectProposalRequest,
  SubmitProposalRequest,
} from './dto/proposals.request.dto';
import type { MyProposalsAnswer, ProjectProposalsAnswer, ProposalChangedAnswer } from './api.contract';
import { presentProjectSummary, presentProposal } from './proposal.presenter';

@Controller('proposals')
export class ProposalsController {
  constructor(
    private readonly submitProposal: SubmitProposalService,
    private readonly projectProposals: ListProjectProposalsService,
    private readonly myProposals: ListMyProposalsService,
    private readonly acceptProposal: AcceptProposalService,
    private readonly rejectProposal: RejectProposalService,
  ) {}

  /** Any signed-in user reaches it; a company gets the 403 'only creators' text from the use case. */
  @Post('project/:id')
  async submit(
    @CurrentUser() caller: AuthUser,
    @Param('id') projectId: string,
    @Body() body: SubmitProposalRequest,
  ): Promise<ProposalChangedAnswer> {
    const proposal = await this.submitProposal.execute(caller, projectId, body);
    return { success: true, message: Messages.submitted, proposal: presentProposal(proposal) };
  }

  @Roles('bedrijf')
  @Get('project/:id')
  async forProject(@CurrentUser() caller: AuthUser, @Param('id') projectId: string): Promise<ProjectProposalsAnswer> {
    const { project, proposals } = await this.projectProposals.execute(caller.id, projectId);
    return { success: true, proposals: proposals.map(presentProposal), project: presentProjectSummary(project) };
  }

  @Roles('creator')
  @Get('my')
  async mine(@CurrentUser() caller: AuthUser, @Query() query: MyProposalsQuery): Promise<MyProposalsAnswer> {
    const proposals = await this.myProposals.execute(caller.id, query.limit);
    return { success: true, proposals: proposals.map(presentProposal) };
  }

  @Roles('bedrijf')
  @Post('accept/:id')
  @HttpCode(200)
  async accept(
    @CurrentUser() caller: AuthUser,
    @Param('id') proposalId: string,
    @Body() body: AcceptProposalRequest,
  ): Promise<ProposalChangedAnswer> {
    const proposal = await this.acceptProposal.execute(caller.id, proposalId, body?.price);
    return { success: true, message: Messages.accepted, proposal: presentProposal(proposal) };
  }

  @Roles('bedrijf')
  @Post('reject/:id')
  @HttpCode(200)
  async reject(
    @CurrentUser() caller: AuthUser,
    @Param('id') proposalId: string,
    @Body() body: RejectProposalRequest,
  ): Promise<ProposalChangedAnswer> {
    const proposal = await this.rejectProposal.execute(caller.id, proposalId, body?.reason);
    return { success: true, message: Messages.rejected, proposal: presentProposal(proposal) };
  }
}
