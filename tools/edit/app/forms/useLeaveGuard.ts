import { useEffect } from 'react';

/**
 * While a form holds unsaved changes, closing or reloading the tab asks first (the browser's own
 * question, through the documented `beforeunload` event).
 */
export function useLeaveGuard(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);
}
