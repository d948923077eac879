import { REMOTES_API } from 'shared-contract';

/**
 * Tells the api which version of a remote this page loaded, or failed to load, so a bad canary shows in the console.
 * A beacon: it never delays the page and survives the page being left; where beacons are missing, nothing is sent.
 */
export function reportRemoteLoad(remote: string, version: string, outcome: 'loaded' | 'failed') {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ remote, version, outcome })], { type: 'application/json' });
  try {
    navigator.sendBeacon(REMOTES_API.loads, body);
  } catch {
    // Only a count for the console; the page does not depend on it.
  }
}
