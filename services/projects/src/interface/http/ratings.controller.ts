import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Public } from '@clipwerk/kit';
import { RatePartyService } from '../../application/rate-party/rate-party.service';
import { Messages } from '../../domain/messages';
import type { ProjectRatingsAnswer, RatingSavedAnswer } from './api.contract';
import { RateRequest } from './dto/rating.request.dto';

/**
 * The parties' ratings of each other after completion. Public on purpose: to a visitor, as to any other
 * outsider, the project does not exist (404); the use case decides who is a party.
 */
@Public()
@Controller('projects')
export class RatingsController {
  constructor(private readonly ratings: RatePartyService) {}

  @Get(':id/ratings')
  async view(@CurrentUser() caller: AuthUser | undefined, @Param('id') id: string): Promise<ProjectRatingsAnswer> {
    return { success: true, ratings: await this.ratings.view(caller?.id, id) };
  }

  @Post(':id/ratings')
  async rate(
    @CurrentUser() caller: AuthUser | undefined,
    @Param('id') id: string,
    @Body() body: RateRequest,
  ): Promise<RatingSavedAnswer> {
    const ratings = await this.ratings.rate(caller?.id, id, { stars: body.stars, text: body.text });
    return { success: true, message: Messages.ratingSaved, ratings };
  }
}
