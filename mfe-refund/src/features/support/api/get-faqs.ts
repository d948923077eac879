import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, faqListResponseSchema } from 'shared-contract';
import { apiGet } from 'shared-session';

export const faqsQueryKey = ['faqs'] as const;

export const getFaqs = () => apiGet(API.faq, faqListResponseSchema);

export const faqsQueryOptions = () => queryOptions({ queryKey: faqsQueryKey, queryFn: getFaqs });

export const useFaqs = () => useQuery(faqsQueryOptions());
