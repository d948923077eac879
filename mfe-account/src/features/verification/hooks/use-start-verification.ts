import { useMutation } from '@tanstack/react-query';
import { startVerification, type VerificationPurpose } from '../api/verification';
import { goToProvider } from '../utils/go-to-provider';
import { verificationStorage } from '../utils/verification-storage';

/** Starts a verification and sends the browser to the provider's page; the callback page comes back to `returnTo`. */
export function useStartVerification(purpose: VerificationPurpose, returnTo: string) {
  return useMutation({
    mutationFn: () => startVerification(purpose),
    onSuccess: ({ requestId, url }) => {
      verificationStorage.saveStarted({ requestId, purpose, returnTo });
      goToProvider(url);
    },
  });
}
