import { useEffect } from 'react';

/**
 * Gives the focus back to the element `elementId` (the row button a detail was opened from) once it is drawn
 * (`ready`), so closing a detail returns keyboard users to where they were.
 */
export function useReturnFocus(elementId: string | null, ready: boolean) {
  useEffect(() => {
    if (elementId !== null && ready) document.getElementById(elementId)?.focus();
  }, [elementId, ready]);
}
