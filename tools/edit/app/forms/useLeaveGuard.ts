import { useEffect } from 'react';
import { screenText } from '#tools/edit/text/screens.ts';
import { guardLeaving } from '../route.ts';

/**
 * While a form holds unsaved changes (returned: whether it does), closing or reloading the tab asks first (the browser's own
 * question, through the documented `beforeunload` event), and so does a link to another screen of
 * the editor (the bar, „Zurück …“), which changes only the address after `#` and would drop them,
 * and the browser's back and forward buttons (route.ts puts the address back when the owner stays).
 */
export function useLeaveGuard(dirtyFields: object): boolean {
  // Changed fields, not react-hook-form's `isDirty`: a choice with nothing chosen reads as "" from
  // the page, which `isDirty` (the whole form against its start values) counts as a change even
  // after a save.
  const isDirty = Object.keys(dirtyFields).length > 0;
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    const askOnLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      if (!link) return;
      // Asked here already: the change of address that follows is not asked again.
      if (window.confirm(screenText.leaveQuestion)) return guardLeaving(undefined);
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', ask);
    document.addEventListener('click', askOnLink, true);
    guardLeaving(() => window.confirm(screenText.leaveQuestion));
    return () => {
      guardLeaving(undefined);
      window.removeEventListener('beforeunload', ask);
      document.removeEventListener('click', askOnLink, true);
    };
  }, [isDirty]);
  return isDirty;
}
