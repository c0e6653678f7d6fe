/** The colour scheme switch in the header: it cycles System → Hell → Dunkel. */
export const themeCopy = {
  /** The button's accessible name in each state: what is active, and what a tap does. */
  labels: {
    system: 'Farbschema: wie Ihr System. Wechseln zu Hell',
    light: 'Farbschema: Hell. Wechseln zu Dunkel',
    dark: 'Farbschema: Dunkel. Wechseln zu „wie Ihr System“',
  },
} as const;
