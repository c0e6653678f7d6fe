/** Scrolled further than this, the header turns solid. */
const solidAfter = 20;

/** The fixed header: transparent at the top, solid and blurred once scrolled past 20 px. */
export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>('header[data-solid]');
  if (!header) return;
  const update = () => {
    const solid = String(window.scrollY > solidAfter);
    if (header.dataset.solid !== solid) header.dataset.solid = solid;
  };
  update();
  addEventListener('scroll', update, { passive: true });
}
