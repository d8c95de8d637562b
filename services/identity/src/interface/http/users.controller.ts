import { Body, Controller, Delete, Get, Header, Param, Post, Put, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, PUBLIC_LIST_CACHING, Public, Roles } from '@clipwerk/kit';
import { DeleteAccountService } from '../../application/delete-account/delete-account.service';
import { GetCreatorProfileService } from '../../application/get-creator-profile/get-creator-profile.service';
import { GetMyStatsService } from '../../application/get-my-stats/get-my-stats.service';
import {
  type ListCreatorsQuery as ListCreators,
  ListCreatorsService,
} from '../../application/list-creators/list-creators.service';
import { ManagePortfolioService } from '../../application/manage-portfolio/manage-portfolio.service';
import { UpdateProfileService } from '../../application/update-profile/update-profile.service';
import { Messages } from '../../domain/messages';
import {
  DeleteAccountRequest,
  ListCreatorsQuery,
  PortfolioItemRequest,
  UpdateProfileRequest,
  UpdateSocialMediaRequest,
} from './dto/users.request.dto';
import { creatorCard, creatorProfile, portfolioItem, UserPresenter } from './user.presenter';
import type {
  CreatorProfileAnswer,
  CreatorsAnswer,
  DoneAnswer,
  MessageAnswer,
  MyStatsAnswer,
  PortfolioAnswer,
  PortfolioItemAnswer,
  ProfileUpdatedAnswer,
} from './api.contract';

@Controller('users')
export class UsersController {
  constructor(
    private readonly listCreators: ListCreatorsService,
    private readonly creatorProfile: GetCreatorProfileService,
    private readonly profiles: UpdateProfileService,
    private readonly myStats: GetMyStatsService,
    private readonly deletion: DeleteAccountService,
    private readonly present: UserPresenter,
  ) {}

  @Public()
  @Get('creators')
  @Header('Cache-Control', PUBLIC_LIST_CACHING)
  async creators(@Query() query: ListCreatorsQuery): Promise<CreatorsAnswer> {
    const { creators, pagination } = await this.listCreators.execute(query as ListCreators);
    return { success: true, creators: creators.map(creatorCard), pagination };
  }

  @Public()
  @Get('creators/:id')
  async creator(@Param('id') id: string): Promise<CreatorProfileAnswer> {
    const { creator, portfolio } = await this.creatorProfile.execute(id);
    return { success: true, data: { creator: creatorProfile(creator, portfolio) } };
  }

  @Put('me/profile')
  async updateProfile(@CurrentUser() caller: AuthUser, @Body() body: UpdateProfileRequest): Promise<ProfileUpdatedAnswer> {
    const user = await this.profiles.updateProfile(caller.id, body);
    return { success: true, message: Messages.profileUpdated, user: this.present.user(user) };
  }

  @Roles('creator')
  @Put('me/social-media')
  async updateSocialMedia(
    @CurrentUser() caller: AuthUser,
    @Body() body: UpdateSocialMediaRequest,
  ): Promise<ProfileUpdatedAnswer> {
    const user = await this.profiles.updateSocialMedia(caller.id, body.socialMedia);
    return { success: true, message: Messages.profileUpdated, user: this.present.user(user) };
  }

  @Get('me/stats')
  async stats(@CurrentUser() caller: AuthUser): Promise<MyStatsAnswer> {
    const stats = await this.myStats.execute(caller.id);
    return { success: true, stats: { ...stats, memberSince: stats.memberSince.toISOString() } };
  }

  /** Confirmed with the password (or, without one, the e-mail address); every session ends with it. */
  @Delete('me')
  async deleteAccount(@CurrentUser() caller: AuthUser, @Body() body: DeleteAccountRequest): Promise<MessageAnswer> {
    await this.deletion.execute(caller.id, body);
    return { success: true, message: Messages.accountDeleted };
  }
}

/** A creator's own portfolio; the portfolio tab is for creators only. */
@Controller('users/me/portfolio')
@Roles('creator')
export class PortfolioController {
  constructor(private readonly portfolio: ManagePortfolioService) {}

  @Get()
  async list(@CurrentUser() caller: AuthUser): Promise<PortfolioAnswer> {
    return { success: true, portfolio: (await this.portfolio.list(caller.id)).map(portfolioItem) };
  }

  @Post()
  async add(@CurrentUser() caller: AuthUser, @Body() body: PortfolioItemRequest): Promise<PortfolioItemAnswer> {
    return { success: true, item: portfolioItem(await this.portfolio.add(caller.id, body)) };
  }

  @Put(':id')
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: PortfolioItemRequest,
  ): Promise<PortfolioItemAnswer> {
    return { success: true, item: portfolioItem(await this.portfolio.update(caller.id, id, body)) };
  }

  @Delete(':id')
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<DoneAnswer> {
    await this.portfolio.remove(caller.id, id);
    return { success: true };
  }
}
