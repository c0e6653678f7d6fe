import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has intersected the viewport as `options` describe (then it stops
 * observing), or at once when `isImmediate()` says so or the browser has no IntersectionObserver.
 * Before hydration it is false.
 */
export function useSeenOnce<T extends Element>(options: IntersectionObserverInit, isImmediate: () => boolean = () => false) {
  const ref = useRef<T>(null);
  const [isSeen, setIsSeen] = useState(false);
  const { threshold, rootMargin } = options;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isImmediate() || !('IntersectionObserver' in window)) {
      setIsSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setIsSeen(true);
        observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // isImmediate is read once, on mount.
  }, [threshold, rootMargin]);
  return { ref, isSeen };
}
