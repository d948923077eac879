import { useQuery } from '@tanstack/react-query';
import { PURCHASE_CANCEL_API, purchaseCancelPreviewSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const cancelPreviewQueryKey = (purchaseId: number) => apiQueryKey(PURCHASE_CANCEL_API.preview(purchaseId));

export const getCancelPreview = (purchaseId: number) => apiGet(PURCHASE_CANCEL_API.preview(purchaseId), purchaseCancelPreviewSchema);

/** `GET /api/admin/purchases/:id/cancel-preview` (support, admin): what the cancellation returns and its KEY of the Month impact, asked fresh each time. */
export const useCancelPreview = (purchaseId: number | null) =>
  useQuery({
    queryKey: cancelPreviewQueryKey(purchaseId ?? 0),
    queryFn: () => getCancelPreview(purchaseId ?? 0),
    enabled: purchaseId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
