import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has scrolled into view (10 % visible, 50 px early), or at once when the
 * visitor prefers reduced motion. Before hydration it is false: the text itself is always there.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [isRevealed, setIsRevealed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) {
      setIsRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1, rootMargin: '50px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, isRevealed };
}
