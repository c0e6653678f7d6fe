/** The colour scheme switch in the header: it cycles System → Hell → Dunkel. */
export const themeCopy = {
  /** The button's accessible name in each state: what is active, and what a tap does. */
  labels: {
    system: 'Farbschema: wie Ihr System. Wechseln zu Hell',
    light: 'Farbschema: Hell. Wechseln zu Dunkel',
    dark: 'Farbschema: Dunkel. Wechseln zu „wie Ihr System“',
  },
} as const;

/**
 * Where the switch keeps the visitor's choice ("light" or "dark"; none = system), read by the
 * head script before the first paint (renderer/headScript.ts) and written by the switch's script.
 */
export const themeStorageKey = 'theme';
