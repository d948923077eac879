import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPopupSchema, adminPopupsSchema, POPUP_API, popupImageUploadSchema, type PopupInput } from 'shared-contract';
import { apiGet, apiQueryKey, apiSend, apiUpload } from 'shared-session';

export const adminPopupsQueryKey = apiQueryKey(POPUP_API.adminPopups);

/** `GET /api/admin/events/popups` (support, admin): every popup with its state and claims. */
export const getAdminPopups = () => apiGet(POPUP_API.adminPopups, adminPopupsSchema);

export const useAdminPopups = () =>
  useQuery({ queryKey: adminPopupsQueryKey, queryFn: getAdminPopups, select: (list) => list.items, staleTime: 10_000, refetchOnWindowFocus: true });

/** `POST /api/admin/events/popups` or `PUT .../:id` (admin): creates or changes a popup (audited). */
export const savePopup = (popupId: number | null, input: PopupInput) =>
  popupId === null ? apiSend('post', POPUP_API.adminPopups, adminPopupSchema, input) : apiSend('put', POPUP_API.adminPopup(popupId), adminPopupSchema, input);

export function useSavePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ popupId, input }: { popupId: number | null; input: PopupInput }) => savePopup(popupId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminPopupsQueryKey }),
  });
}

/** `DELETE /api/admin/events/popups/:id` (admin): ends the popup now. */
export const endPopup = (popupId: number) => apiSend('delete', POPUP_API.adminPopup(popupId), adminPopupSchema);

export function useEndPopup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endPopup, onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminPopupsQueryKey }) });
}

/** `POST /api/admin/events/popup-images` (admin, multipart `image`): stores a jpg/png and answers its name and URL. */
export function uploadPopupImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload(POPUP_API.adminImages, popupImageUploadSchema, form);
}

export const useUploadPopupImage = () => useMutation({ mutationFn: uploadPopupImage });
