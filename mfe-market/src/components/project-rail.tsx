import type { ProjectSummary } from 'shared-contract';
import { CardList } from './card-list';
import { ProjectCard } from './project-card';

/** A collection's projects as one rail of cards. */
export function ProjectRail({ projects, label }: { projects: ProjectSummary[]; label: string }) {
  return (
    <CardList aria-label={label}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </CardList>
  );
}
