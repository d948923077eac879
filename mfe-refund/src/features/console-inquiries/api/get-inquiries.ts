import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INQUIRY_API, inquiryPageSchema, type InquiryQuery } from 'shared-contract';
import { apiGet } from 'shared-session';

export type InquiryListQuery = Pick<InquiryQuery, 'status' | 'q' | 'page' | 'size'>;

export const inquiriesQueryKey = ['console', 'inquiries'] as const;

/** `GET /api/admin/support/inquiries` (support, admin): open ones first, then newest. */
export const getInquiries = ({ status, q, page, size }: InquiryListQuery) =>
  apiGet(INQUIRY_API.adminInquiries, inquiryPageSchema, { status, q: q || undefined, page, size });

export const inquiriesQueryOptions = (query: InquiryListQuery) =>
  queryOptions({ queryKey: [...inquiriesQueryKey, query] as const, queryFn: () => getInquiries(query), placeholderData: keepPreviousData });

export const useInquiries = (query: InquiryListQuery) => useQuery(inquiriesQueryOptions(query));
