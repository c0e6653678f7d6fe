import styled from '@emotion/styled';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { contactCopy } from '../../content/contact';
import { colors, radii, shadows, space, zIndex } from '../theme/tokens';

interface Toast {
  id: number;
  message: string;
}

const ToastContext = createContext<(message: string) => void>(() => undefined);

/** Shows a short notification in the page's toast region. */
export function useToast() {
  return useContext(ToastContext);
}

const Region = styled.section({
  position: 'fixed',
  left: '50%',
  bottom: space.lg,
  transform: 'translateX(-50%)',
  zIndex: zIndex.toast,
  width: 'min(26rem, calc(100vw - 2rem))',
  outline: 'none',
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '4px', borderRadius: radii.md },
});

const List = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });

const Item = styled.li({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.sm} ${space.sm} ${space.md}`,
  background: colors.dark,
  color: colors.onDark,
  borderRadius: radii.md,
  boxShadow: shadows.raised,
  '& p': { flex: 1 },
  '& button': {
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    border: 0,
    borderRadius: radii.pill,
    background: 'transparent',
    color: colors.onDark,
    cursor: 'pointer',
  },
});

const toastDuration = 8000;

/** The notification region: announced politely, focused with Alt+T. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const regionRef = useRef<HTMLElement>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message }]);
      window.setTimeout(() => dismiss(id), toastDuration);
    },
    [dismiss],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Region ref={regionRef} tabIndex={-1} aria-label={contactCopy.toastRegion}>
        <List aria-live="polite" aria-relevant="additions">
          {toasts.map((toast) => (
            <Item key={toast.id}>
              <p>{toast.message}</p>
              <button type="button" onClick={() => dismiss(toast.id)} aria-label={contactCopy.toastDismiss}>
                <X size={18} aria-hidden="true" />
              </button>
            </Item>
          ))}
        </List>
      </Region>
    </ToastContext.Provider>
  );
}
