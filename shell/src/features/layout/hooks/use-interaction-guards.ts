import { useEffect, useRef } from 'react';
import { isCommunityPath } from '../../../app/route-table';

/**
 * Spec section 2: the context menu is blocked outside community pages, and drag is blocked
 * everywhere (images are also made non-draggable by the global styles).
 */
export function useInteractionGuards(pathname: string) {
  const current = useRef(pathname);
  current.current = pathname;

  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      if (!isCommunityPath(current.current)) event.preventDefault();
    };
    const onDragStart = (event: DragEvent) => event.preventDefault();
    document.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('dragstart', onDragStart);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('dragstart', onDragStart);
    };
  }, []);
}
