import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { type AuthUser, CurrentUser, PUBLIC_LIST_CACHING, Public, Roles } from '@clipwerk/kit';
import type { FastifyRequest } from 'fastify';
import { CancelAssignmentService } from '../../application/cancel-assignment/cancel-assignment.service';
import { CreateProjectService } from '../../application/create-project/create-project.service';
import { DeleteProjectService } from '../../application/delete-project/delete-project.service';
import { FavoriteProjectService } from '../../application/favorite-project/favorite-project.service';
import { GetProjectService } from '../../application/get-project/get-project.service';
import { ListMyActiveProjectsService } from '../../application/list-my-active-projects/list-my-active-projects.service';
import { ListMyProjectsService } from '../../application/list-my-projects/list-my-projects.service';
import {
  type ListProjectsQuery as ListProjects,
  ListProjectsService,
} from '../../application/list-projects/list-projects.service';
import { RecordViewService } from '../../application/record-view/record-view.service';
import { UpdateProjectService } from '../../application/update-project/update-project.service';
import { Messages } from '../../domain/messages';
import { centsToEuros } from '../../domain/money';
import type { ProjectStatus } from '../../domain/project-status';
import type {
  FavoriteAnswer,
  FavoritesAnswer,
  MyActiveProjectsAnswer,
  MyProjectsAnswer,
  ProjectDetailAnswer,
  ProjectListAnswer,
  ProjectSavedAnswer,
} from './api.contract';
import { CreateProjectRequest, ListProjectsQuery, MyProjectsQuery, UpdateProjectRequest } from './dto/projects.request.dto';
import { presentProject, presentProjectCard, presentProjectDetail } from './project.presenter';

@Controller('projects')
export class ProjectsController {
  constructor(
    private readonly createProject: CreateProjectService,
    private readonly updateProject: UpdateProjectService,
    private readonly deleteProject: DeleteProjectService,
    private readonly listProjects: ListProjectsService,
    private readonly getProject: GetProjectService,
    private readonly myProjects: ListMyProjectsService,
    private readonly myActiveProjects: ListMyActiveProjectsService,
    private readonly recordView: RecordViewService,
    private readonly cancelAssignment: CancelAssignmentService,
    private readonly favorites: FavoriteProjectService,
  ) {}

  @Public()
  @Get()
  @Header('Cache-Control', PUBLIC_LIST_CACHING)
  async list(@Query() query: ListProjectsQuery): Promise<ProjectListAnswer> {
    const { projects, pagination } = await this.listProjects.execute(query as ListProjects);
    return { success: true, projects: projects.map(presentProjectCard), pagination };
  }

  @Roles('bedrijf')
  @Get('my')
  async mine(@CurrentUser() caller: AuthUser, @Query() query: MyProjectsQuery): Promise<MyProjectsAnswer> {
    const status = query.status === 'all' ? undefined : (query.status as ProjectStatus | undefined);
    const { projects, stats } = await this.myProjects.execute(caller.id, { status, limit: query.limit });
    return { success: true, projects: projects.map(presentProject), stats };
  }

  @Roles('creator')
  @Get('my-active')
  async myActive(@CurrentUser() caller: AuthUser, @Query() query: MyProjectsQuery): Promise<MyActiveProjectsAnswer> {
    const { projects, stats } = await this.myActiveProjects.execute(caller.id, {
      status: query.status as ProjectStatus | 'all' | undefined,
      limit: query.limit,
    });
    return {
      success: true,
      projects: projects.map(presentProject),
      stats: {
        activeProjects: stats.activeProjects,
        completedProjects: stats.completedProjects,
        totalEarnings: centsToEuros(stats.totalEarningsCents),
      },
    };
  }

  @Roles('creator')
  @Get('favorites')
  async myFavorites(@CurrentUser() caller: AuthUser, @Query() query: MyProjectsQuery): Promise<FavoritesAnswer> {
    return { success: true, projects: (await this.favorites.list(caller.id, query.limit)).map(presentProjectCard) };
  }

  @Roles('creator')
  @Put(':id/favorite')
  async favorite(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<FavoriteAnswer> {
    return { success: true, favorite: true, favorites: await this.favorites.mark(id, caller) };
  }

  @Roles('creator')
  @Delete(':id/favorite')
  @HttpCode(200)
  async unfavorite(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<FavoriteAnswer> {
    return { success: true, favorite: false, favorites: await this.favorites.unmark(id, caller) };
  }

  @Public()
  @Get(':id')
  async detail(@Param('id') id: string, @CurrentUser() caller: AuthUser | undefined): Promise<ProjectDetailAnswer> {
    return presentProjectDetail(await this.getProject.execute(id, caller));
  }

  /** The detail page was shown: `{ visitorId }` from a visitor who is not signed in, nothing from a user. */
  @Public()
  @Post(':id/views')
  @HttpCode(200)
  async view(
    @Param('id') id: string,
    @CurrentUser() caller: AuthUser | undefined,
    @Body() body: { visitorId?: unknown },
    @Req() request: FastifyRequest,
  ) {
    return { success: true, counted: await this.recordView.execute(id, caller, body?.visitorId, request.ip) };
  }

  @Roles('bedrijf')
  @Post()
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateProjectRequest): Promise<ProjectSavedAnswer> {
    const { project, requiresPayment } = await this.createProject.execute(caller.id, body);
    return {
      success: true,
      message: requiresPayment ? Messages.created : Messages.savedAsDraft,
      requiresPayment,
      project: presentProject(project),
    };
  }

  @Roles('bedrijf')
  @Put(':id')
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateProjectRequest,
  ): Promise<ProjectSavedAnswer> {
    const { project, requiresPayment, published } = await this.updateProject.execute(caller.id, id, body);
    return {
      success: true,
      message: requiresPayment ? Messages.depositRequired : published ? Messages.published : Messages.updated,
      requiresPayment,
      project: presentProject(project),
    };
  }

  @Roles('bedrijf')
  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string) {
    await this.deleteProject.execute(caller.id, id);
    return { success: true, message: Messages.deleted };
  }

  /** The delivery date passed with nothing handed in, or the creator left: the company ends it, the deposit goes back. */
  @Roles('bedrijf')
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@CurrentUser() caller: AuthUser, @Param('id') id: string) {
    await this.cancelAssignment.execute(caller.id, id);
    return { success: true, message: Messages.cancelledAfterDeliveryDate, project: { id, status: 'cancelled' as ProjectStatus } };
  }
}
