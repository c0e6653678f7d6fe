import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` pixels. */
export function useScrolled(threshold = 20): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isScrolled;
}
