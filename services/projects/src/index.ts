export { ProjectsModule } from './projects.module';
export { type ProjectsConfig, projectsConfigSpec, readProjectsConfig } from './config';
export { seedDemoProjects } from './infrastructure/demo/seed-demo-projects';
