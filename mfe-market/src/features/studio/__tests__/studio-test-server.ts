import {
  STUDIO_API,
  studioCollectionListSchema,
  studioDesignInputSchema,
  studioDesignSchema,
  studioProjectInputSchema,
  studioProjectListSchema,
  studioProjectSchema,
  studioProjectSummarySchema,
  studioPublishInputSchema,
  type ErrorCode,
  type StudioCollection,
  type StudioDesign,
  type StudioDesignInput,
  type StudioProject,
} from 'shared-contract';
import { sampleMe } from 'shared-contract/src/testing/sample-me';
import { contractHandler, refusal, type ApiCall } from 'shared-ui/src/testing/contract-api';
import type { z } from 'zod';
import { initTestI18n } from '../../../testing/render';

/** Schema-valid studio data and a small studio api answering through the contract (the real client runs). */
const text = (ko: string, en: string) => ({ ko, en });

export const staffFixture = (role: 'admin' | 'editor' = 'editor') => sampleMe({ id: 90, role, nickname: 'editor1' });

export const designFixture = (id: number, overrides: Partial<StudioDesign> = {}): StudioDesign =>
  studioDesignSchema.parse({
    id,
    name: text(`열쇠 ${id}`, `Key ${id}`),
    description: text(`열쇠 ${id} 설명`, `About key ${id}`),
    rarity: 'rare',
    supplyTotal: 100,
    sold: 0,
    oddsBasisPoints: 1250,
    properties: [],
    edition: 'SALE',
    imageUrl: `/api/art/key/${id}.svg`,
    ...overrides,
  });

export const projectFixture = (id: number, overrides: Partial<StudioProject> = {}): StudioProject => {
  const designs = overrides.designs ?? [];
  return studioProjectSchema.parse({
    id,
    title: text(`프로젝트 ${id}`, `Project ${id}`),
    creator: text(`작가 ${id}`, `Creator ${id}`),
    description: text(`프로젝트 ${id} 소개`, `About project ${id}`),
    status: 'DRAFT',
    publishAt: null,
    // 2026-07-01 00:00 KST.
    saleStartsAt: '2026-06-30T15:00:00.000Z',
    saleEndsAt: null,
    designCount: designs.length,
    supplyTotal: designs.reduce((sum, design) => sum + design.supplyTotal, 0),
    sold: designs.reduce((sum, design) => sum + design.sold, 0),
    updatedAt: '2026-06-01T00:00:00.000Z',
    webtoonId: 1,
    themeId: 2,
    priceGold: 1200,
    priceUsdCents: 999,
    imageUrl: `/api/art/project/${id}.svg`,
    designs,
    ...overrides,
  });
};

export const collectionsFixture = (): StudioCollection[] =>
  studioCollectionListSchema.parse({
    items: [
      { id: 1, kind: 'webtoon', name: text('웹툰 하나', 'Webtoon One') },
      { id: 3, kind: 'webtoon', name: text('웹툰 셋', 'Webtoon Three') },
      { id: 2, kind: 'theme', name: text('테마 둘', 'Theme Two') },
    ],
  }).items;

type Route = 'list' | 'project' | 'create' | 'update' | 'addDesign' | 'updateDesign' | 'deleteDesign' | 'publish' | 'unpublish' | 'collections';

/** The studio api's state in one test: what it holds, and a refusal to answer once per route. */
export const studio = {
  projects: [] as StudioProject[],
  refuse: {} as Partial<Record<Route, ErrorCode>>,
  nextId: 100,
};

export const resetStudio = (projects: StudioProject[] = []) => {
  studio.projects = projects;
  studio.refuse = {};
  studio.nextId = 100;
};

const refuseOnce = (route: Route) => {
  const code = studio.refuse[route];
  if (code) {
    delete studio.refuse[route];
    throw refusal(code);
  }
};

const find = (call: ApiCall) => {
  const project = studio.projects.find((item) => item.id === Number(call.params.projectId));
  if (!project) throw refusal('NOT_FOUND');
  return project;
};

/** A project after a change of its designs: counts, supply, sales and each design's share of the sale supply. */
const withDesigns = (project: StudioProject, designs: StudioDesign[]): StudioProject => {
  const saleSupply = designs.filter((design) => design.edition === 'SALE').reduce((sum, design) => sum + design.supplyTotal, 0);
  const counted = designs.map((design) => ({
    ...design,
    oddsBasisPoints: design.edition === 'SALE' && saleSupply > 0 ? Math.round((design.supplyTotal * 10_000) / saleSupply) : 0,
  }));
  return projectFixture(project.id, {
    ...project,
    designs: counted,
    designCount: counted.length,
    supplyTotal: counted.reduce((sum, design) => sum + design.supplyTotal, 0),
    sold: counted.reduce((sum, design) => sum + design.sold, 0),
  });
};

const store = (project: StudioProject) => {
  studio.projects = [project, ...studio.projects.filter((item) => item.id !== project.id)].sort((a, b) => b.id - a.id);
  return project;
};

const designFrom = (id: number, input: StudioDesignInput, sold = 0): StudioDesign =>
  designFixture(id, {
    name: input.name,
    description: input.description,
    rarity: input.rarity,
    supplyTotal: input.supply,
    sold,
    properties: input.properties,
    edition: input.edition,
  });

export const studioHandlers = () => [
  contractHandler({
    method: 'get',
    path: STUDIO_API.projects,
    response: studioProjectListSchema,
    reply: () => {
      refuseOnce('list');
      return { items: studio.projects.map((project) => studioProjectSummarySchema.parse(project)) };
    },
  }),
  contractHandler({
    method: 'post',
    path: STUDIO_API.projects,
    request: studioProjectInputSchema,
    response: studioProjectSchema,
    reply: ({ body }) => {
      refuseOnce('create');
      const { reason: _reason, ...input } = studioProjectInputSchema.parse(body);
      studio.nextId += 1;
      return store(projectFixture(studio.nextId, { ...input, designs: [] }));
    },
  }),
  contractHandler({
    method: 'get',
    path: STUDIO_API.collections,
    response: studioCollectionListSchema,
    reply: () => {
      refuseOnce('collections');
      return { items: collectionsFixture() };
    },
  }),
  contractHandler({
    method: 'get',
    path: STUDIO_API.project(':projectId'),
    response: studioProjectSchema,
    reply: (call) => {
      refuseOnce('project');
      return find(call);
    },
  }),
  contractHandler({
    method: 'put',
    path: STUDIO_API.project(':projectId'),
    request: studioProjectInputSchema,
    response: studioProjectSchema,
    reply: (call) => {
      const project = find(call);
      refuseOnce('update');
      const { reason: _reason, ...input } = studioProjectInputSchema.parse(call.body);
      return store(projectFixture(project.id, { ...project, ...input }));
    },
  }),
  contractHandler({
    method: 'post',
    path: STUDIO_API.designs(':projectId'),
    request: studioDesignInputSchema,
    response: studioProjectSchema,
    reply: (call) => {
      const project = find(call);
      refuseOnce('addDesign');
      studio.nextId += 1;
      return store(withDesigns(project, [...project.designs, designFrom(studio.nextId, studioDesignInputSchema.parse(call.body))]));
    },
  }),
  contractHandler({
    method: 'put',
    path: STUDIO_API.design(':projectId', ':designId'),
    request: studioDesignInputSchema,
    response: studioProjectSchema,
    reply: (call) => {
      const project = find(call);
      refuseOnce('updateDesign');
      const input = studioDesignInputSchema.parse(call.body);
      const designs = project.designs.map((design) => (design.id === Number(call.params.designId) ? designFrom(design.id, input, design.sold) : design));
      return store(withDesigns(project, designs));
    },
  }),
  contractHandler({
    method: 'delete',
    path: STUDIO_API.design(':projectId', ':designId'),
    response: studioProjectSchema,
    reply: (call) => {
      const project = find(call);
      refuseOnce('deleteDesign');
      return store(
        withDesigns(
          project,
          project.designs.filter((design) => design.id !== Number(call.params.designId)),
        ),
      );
    },
  }),
  contractHandler({
    method: 'post',
    path: STUDIO_API.publish(':projectId'),
    request: studioPublishInputSchema,
    response: studioProjectSchema,
    reply: (call) => {
      const project = find(call);
      refuseOnce('publish');
      const { publishAt } = studioPublishInputSchema.parse(call.body);
      return store(
        projectFixture(project.id, {
          ...project,
          status: publishAt === null ? 'PUBLISHED' : 'SCHEDULED',
          publishAt: publishAt === null ? '2026-06-15T03:00:00.000Z' : new Date(publishAt).toISOString(),
        }),
      );
    },
  }),
  contractHandler({
    method: 'post',
    path: STUDIO_API.unpublish(':projectId'),
    response: studioProjectSchema,
    reply: (call) => {
      const project = find(call);
      refuseOnce('unpublish');
      return store(projectFixture(project.id, { ...project, status: 'DRAFT', publishAt: null }));
    },
  }),
];

/** A request's JSON body, read with the contract schema it was sent as. */
export const bodyOf = <S extends z.ZodType>(call: ApiCall | undefined, schema: S): z.infer<S> => schema.parse(call?.body);

/**
 * The section as the console frame gets it: i18next initialised as the shell does (the market's start-up texts only),
 * then the market's `./console` section loaded, which brings the studio's texts with its chunk.
 */
export async function loadStudioSection(language: 'ko' | 'en' = 'ko') {
  await initTestI18n(language);
  const { sections } = await import('../../../console');
  const section = sections.find((item) => item.id === 'studio');
  if (!section) throw new Error('no studio section');
  return (await section.load()).default;
}
