import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_API, preBookCheckSchema } from 'shared-contract';
import { apiSend, ME_QUERY_KEY } from 'shared-session';
import { preBookCheckQueryKey } from './get-pre-book-check';
import { preBookStatusQueryKey } from './get-pre-book-status';

/** `POST /api/user/pre-book` (member): enters the event once; answers the caller's entry. */
export const enterPreBook = () => apiSend('post', EVENT_API.userPreBook, preBookCheckSchema);

export function useEnterPreBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterPreBook,
    onSuccess: (check) => queryClient.setQueryData(preBookCheckQueryKey, check),
    // Refused as already entered, or entered: the entry, the count and `isPreBook` are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: preBookCheckQueryKey }),
        queryClient.invalidateQueries({ queryKey: preBookStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
