import { queryOptions, useQuery } from '@tanstack/react-query';
import { INQUIRY_API, inquiryDetailSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const inquiryQueryKey = (id: number) => ['console', 'inquiry', id] as const;

/** `GET /api/admin/support/inquiries/:id` (support, admin). Every read is written to the audit log. */
export const getInquiry = (id: number) => apiGet(INQUIRY_API.adminInquiry(id), inquiryDetailSchema);

export const inquiryQueryOptions = (id: number) =>
  // Audited reads: no refetch on focus, kept a minute.
  queryOptions({ queryKey: inquiryQueryKey(id), queryFn: () => getInquiry(id), staleTime: 60_000, refetchOnWindowFocus: false });

export function useInquiry(id: number | null) {
  return useQuery({ ...inquiryQueryOptions(id ?? 0), enabled: id !== null });
}
