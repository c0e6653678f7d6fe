// The clicks an early behaviour (components/early/) has answered in full. The page script must not
// be handed them again (earlyClicks.ts): a disclosure clicked twice closes again. The mark is a
// property under a registered symbol, so the head script's separately built parts share it.

const handled = Symbol.for('strategie-website.early-handled');

type Marked = Event & { [handled]?: true };

/** Marks `event` as answered in full by an early behaviour. */
export const markHandled = (event: Event): void => {
  (event as Marked)[handled] = true;
};

/** Whether an early behaviour has answered `event` in full. */
export const wasHandled = (event: Event): boolean => (event as Marked)[handled] === true;
