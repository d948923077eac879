import type { Kysely } from 'kysely';
import type { SetProgress } from 'shared-contract';
import { keyDesignFace } from '../catalog/catalog-mappers';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ownedDesignCounts, setDesigns, setProjects } from './cabinet-repository';

/** These projects and every KEY design of them, in the projects' and the designs' order. */
async function setsOf(database: Kysely<Database>, projectIds: number[]) {
  const [projects, designs] = await Promise.all([setProjects(database, projectIds), setDesigns(database, projectIds)]);
  return projects.map((project) => ({ project, designs: designs.filter((design) => design.project_id === project.id) }));
}

/**
 * The member's sets: of one project (`projectId`), or of every project they own a revealed KEY of. Each design of the
 * project comes with the number of its revealed KEYs the member owns (hidden ones count: hiding is about the
 * cabinet's view, not about owning).
 */
export async function loadSetProgress(database: Kysely<Database>, userId: number, projectId?: number): Promise<SetProgress[]> {
  const rows = await ownedDesignCounts(database, userId, projectId);
  const owned = new Map(rows.map((row) => [row.design_id, Number(row.owned)]));
  const projectIds = projectId === undefined ? [...new Set(rows.map((row) => row.project_id))] : [projectId];
  if (projectIds.length === 0) return [];
  const sets = await setsOf(database, projectIds);
  if (projectId !== undefined && sets.length === 0) throw new AppError('PROJECT_NOT_FOUND');

  return sets.map(({ project, designs }) => {
    const setDesigns = designs.map((design) => ({
      id: design.id,
      ...keyDesignFace(design.id, design),
      owned: owned.get(design.id) ?? 0,
    }));
    const designsOwned = setDesigns.filter((design) => design.owned > 0).length;
    return {
      project: { id: project.id, title: { ko: project.title_ko, en: project.title_en } },
      designsTotal: setDesigns.length,
      designsOwned,
      complete: setDesigns.length > 0 && designsOwned === setDesigns.length,
      designs: setDesigns,
    };
  });
}
