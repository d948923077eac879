/** Every API path, shared by the api (route registration) and the clients (requests). */
export const API = {
  health: '/_/health',
  serviceInfo: '/api/service/info',
  testClock: '/api/_test/clock',
  main: '/api/main',
  banner: '/api/banner',
  theme: '/api/theme',
  project: '/api/project',
  projectSearch: '/api/project/search',
  projectOtherKeys: '/api/project/other-keys',
  searchProject: '/api/search/project',
  searchKey: '/api/search/key',
  searchTop6: '/api/search/projectForTop6',
  collectionList: '/api/collection/list',
  keyDetails: '/api/key/details',
  keyAll: '/api/key/all',
  notice: '/api/notice',
  faq: '/api/faq',
  logger: '/api/logger',
} as const;

/** Generated card art (SVG), served by the api. */
export const artPath = {
  key: (id: number) => `/api/art/key/${id}.svg`,
  project: (id: number) => `/api/art/project/${id}.svg`,
  collection: (id: number) => `/api/art/collection/${id}.svg`,
  banner: (id: number) => `/api/art/banner/${id}.svg`,
};
