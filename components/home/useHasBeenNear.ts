import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport. Sections skip their rendering
 * with `content-visibility: auto` until then, and stay rendered afterwards.
 */
export function useHasBeenNear<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [hasBeenNear, setHasBeenNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setHasBeenNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return { ref, hasBeenNear };
}
