import { Controller, Get } from '@nestjs/common';
import { Public } from '@clipwerk/kit';
import { INCLUDED_REVISION_ROUNDS } from '../../domain/project-status';
import type { ProjectTermsAnswer } from './api.contract';

/** What every assignment's contract includes, for texts that state it (public). */
@Controller('projects')
export class ProjectTermsController {
  @Public()
  @Get('terms')
  terms(): ProjectTermsAnswer {
    return { success: true, data: { revisionRounds: INCLUDED_REVISION_ROUNDS } };
  }
}
