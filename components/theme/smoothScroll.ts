// The page script's own smooth scrolls (a section link on the home page), so that work which
// changes the layout waits for their end: a smooth scroll's destination is fixed when it starts,
// and a block above the target that changes height meanwhile makes it end off its target.
// Browser only.

/** The end of the smooth scroll under way, if there is one. */
let underway: Promise<void> | undefined;

/**
 * Marks a smooth scroll as started by the caller, in the same task. It counts as ended at the
 * browser's `scrollend`, or once three frames in a row have come without a scroll event (a smooth
 * scroll moves the page in every frame; this ends it in browsers without `scrollend`, and a scroll
 * that had nothing to move). Counted in frames, not milliseconds: a busy phone draws them later.
 */
export function smoothScrollStarted(): void {
  const end = new Promise<void>((resolve) => {
    let framesStill = 0;
    const moved = () => {
      framesStill = 0;
    };
    // Scroll events come before the frame's animation callbacks.
    const frame = () => {
      framesStill += 1;
      if (framesStill > 3) done();
      else request = requestAnimationFrame(frame);
    };
    let request = requestAnimationFrame(frame);
    function done() {
      cancelAnimationFrame(request);
      removeEventListener('scroll', moved);
      removeEventListener('scrollend', done);
      resolve();
    }
    addEventListener('scroll', moved, { passive: true });
    addEventListener('scrollend', done);
  });
  underway = end;
  void end.then(() => {
    if (underway === end) underway = undefined;
  });
}

/** Resolves once no smooth scroll of the page script is under way (at once if none is). */
export async function smoothScrollsEnded(): Promise<void> {
  while (underway) await underway;
}
