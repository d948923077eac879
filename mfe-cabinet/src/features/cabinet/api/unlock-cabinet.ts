import { useMutation } from '@tanstack/react-query';
import { CABINET_API, cabinetUnlockSchema } from 'shared-contract';
import { apiSend } from 'shared-session';

/** `POST /api/cabinet/password`: the cabinet password for an unlock token (Incorrect password, lock after five). */
export const unlockCabinet = (password: string) => apiSend('post', CABINET_API.password, cabinetUnlockSchema, { password });

export const useUnlockCabinet = () => useMutation({ mutationFn: unlockCabinet });
