import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { PROJECTS_CONFIG, type ProjectsConfig } from '../../config';
import { INTERESTED_CREATORS_SHOWN } from '../../domain/project-search';
import { canApply, canSee, countsAsView, isOwner, type Viewer } from '../../domain/visibility';
import type { ProjectEntity } from '../../infrastructure/persistence/project.entity';
import { type InterestedCreator, ProjectRepository } from '../../infrastructure/persistence/project.repository';
import { projectNotFound } from '../shared/project-errors';

export interface ProjectDetail {
  project: ProjectEntity;
  isOwner: boolean;
  canApply: boolean;
  interested: { creators: InterestedCreator[]; total: number };
}

/** Where a request comes from, for counting an anonymous visitor once a day without storing IP addresses. */
export interface VisitorFingerprint {
  ip: string;
}

/** GET /projects/{id}: visibility, the daily view count and the interested creators. */
@Injectable()
export class GetProjectService {
  constructor(
    private readonly projects: ProjectRepository,
    @Inject(PROJECTS_CONFIG) private readonly config: ProjectsConfig,
  ) {}

  async execute(projectId: string, viewer: Viewer | undefined, fingerprint: VisitorFingerprint): Promise<ProjectDetail> {
    const found = await this.projects.findById(projectId);
    if (!found || !canSee(found, viewer)) throw projectNotFound();
    let project = found;
    if (countsAsView(project, viewer) && (await this.projects.recordView(project.id, this.visitorKey(viewer, fingerprint)))) {
      project = { ...project, views: project.views + 1 } as ProjectEntity;
    }
    const [interested, alreadyProposed] = await Promise.all([
      this.projects.interested(project.id, INTERESTED_CREATORS_SHOWN),
      viewer?.role === 'creator' ? this.projects.hasInterest(project.id, viewer.id) : Promise.resolve(false),
    ]);
    return { project, isOwner: isOwner(project, viewer), canApply: canApply(project, viewer, alreadyProposed), interested };
  }

  /**
   * A signed-in user by id; a visitor by a salted hash of the address (no personal data stored). Not the user
   * agent: it is the caller's to choose, so counting it would let one address add a view per made-up browser.
   */
  private visitorKey(viewer: Viewer | undefined, { ip }: VisitorFingerprint): string {
    if (viewer) return `user:${viewer.id}`;
    return `anon:${createHash('sha256').update(`${this.config.viewSalt}|${ip}`).digest('base64url').slice(0, 32)}`;
  }
}
