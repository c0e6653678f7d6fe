import { useEffect } from 'react';

/**
 * Ctrl+S (⌘S on a Mac) saves the form, as in every office program, instead of the browser's
 * "save page" dialog.
 */
export function useSaveShortcut(save: () => unknown): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's')
        return;
      event.preventDefault();
      void save();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);
}
