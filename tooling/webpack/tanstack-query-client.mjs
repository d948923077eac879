// What every app gets for `@tanstack/react-query`: the hooks, the client and its provider, the option helpers. A shared
// module is not tree-shaken, and the whole package (the hydration API, the streaming and suspense helpers, the
// mutation state hooks) is ~13.7 KB gz; this subset is ~10.8 KB. federated-app.cjs fails a build that imports anything
// else. `tanstack-react-query-source` is the package's ESM build (an alias there): importing `@tanstack/react-query`
// here would name the shared module itself.
export {
  QueryCache,
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'tanstack-react-query-source';
