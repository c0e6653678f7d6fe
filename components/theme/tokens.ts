/** Design tokens: the only place for colours, type, spacing, radii, shadows, breakpoints, motion. */

/**
 * The colour palettes of the two themes, by role. Both meet WCAG AA for every text/background
 * pair they are used in (the axe pass of the browser tests runs in both colour schemes).
 */
export const palettes = {
  light: {
    background: '#FAF8F5',
    surface: '#FFFFFF',
    tint: '#F1EEE8',
    ink: '#14213A',
    inkSoft: '#45506A',
    inkMuted: '#5B6479',
    dark: '#0F1B2D',
    onDark: '#F4F1EC',
    onDarkMuted: '#BAC3D2',
    lineOnDark: 'rgba(244, 241, 236, 0.16)',
    accent: '#0E7C86',
    accentStrong: '#0A5F67',
    accentHover: '#0F1B2D',
    onAccent: '#FFFFFF',
    accentOnDark: '#5FC9CF',
    accentTint: '#E3F1F1',
    line: '#E4DFD6',
    lineStrong: '#CFC8BC',
    whatsapp: '#1D7D43',
    whatsappStrong: '#166035',
    onWhatsapp: '#FFFFFF',
    error: '#B3261E',
    errorTint: '#FBEAE8',
    success: '#1D6B3A',
    focus: '#0E7C86',
    headerSolid: 'rgba(250, 248, 245, 0.86)',
    backdrop: 'rgba(15, 27, 45, 0.55)',
    shadow: 'rgba(15, 27, 45, 0.22)',
    /** Laid over photos: none in light, a dim veil in dark, so a bright photo does not glare. */
    photoVeil: 'rgba(15, 23, 38, 0)',
  },
  dark: {
    background: '#0F1726',
    surface: '#162133',
    tint: '#1A2639',
    ink: '#E8ECF2',
    inkSoft: '#C3CAD6',
    inkMuted: '#A3ADBE',
    dark: '#090F1A',
    onDark: '#F4F1EC',
    onDarkMuted: '#BAC3D2',
    lineOnDark: 'rgba(244, 241, 236, 0.14)',
    accent: '#3DB4BC',
    accentStrong: '#6CD0D6',
    accentHover: '#A6E4E8',
    onAccent: '#0F1726',
    accentOnDark: '#6CD0D6',
    accentTint: '#17343A',
    line: '#27344A',
    lineStrong: '#3C4B64',
    whatsapp: '#1D7D43',
    whatsappStrong: '#166035',
    onWhatsapp: '#FFFFFF',
    error: '#FF9C94',
    errorTint: '#3A1E20',
    success: '#7BD9A1',
    focus: '#6CD0D6',
    headerSolid: 'rgba(15, 23, 38, 0.86)',
    backdrop: 'rgba(3, 6, 12, 0.7)',
    shadow: 'rgba(0, 0, 0, 0.45)',
    photoVeil: 'rgba(15, 23, 38, 0.2)',
  },
} as const;

export type ColorRole = keyof typeof palettes.light;

/** The CSS custom property of a colour role. */
export const colorVar = (role: ColorRole) => `--c-${role.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`)}`;

/**
 * Colours for components: CSS custom properties whose values follow the theme (light, dark, or
 * the system's; components/theme/themeCss.ts). Use `palettes` where a literal value is needed.
 */
export const colors = Object.fromEntries(
  Object.keys(palettes.light).map((role) => [role, `var(${colorVar(role as ColorRole)})`]),
) as Record<ColorRole, string>;

export const fonts = {
  heading:
    "'Fraunces Variable', 'Fraunces Fallback', 'Fraunces Fallback Times', 'Fraunces Fallback Noto', Georgia, serif",
  body: "'Inter Variable', 'Inter Fallback', 'Inter Fallback Roboto', system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const;

export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  base: '1.0625rem',
  md: '1.1875rem',
  // The heading sizes shrink on phones, where a German compound must still fit a line, and
  // reach their full size from 640 px (lg, xl), 900 px (xxl) and 1110 px (display).
  lg: 'clamp(1.25rem, 1.125rem + 0.625vw, 1.375rem)',
  xl: 'clamp(1.5rem, 1.25rem + 1.25vw, 1.75rem)',
  xxl: 'clamp(1.75rem, 1.4rem + 2.4vw, 2.75rem)',
  display: 'clamp(1.875rem, 1.125rem + 3.6vw, 3.625rem)',
} as const;

/**
 * The small uppercase label above a heading or a group (kicker, meta line, field label): bold,
 * spaced capitals in the surrounding (body) font, also on headings, at two sizes, never
 * hyphenated (a short label wraps between its words). Components add the colour.
 */
const label = {
  fontFamily: 'inherit',
  fontWeight: 600,
  textTransform: 'uppercase',
  hyphens: 'manual',
  WebkitHyphens: 'manual',
} as const;
export const eyebrow = {
  sm: { ...label, fontSize: fontSizes.sm, letterSpacing: '0.12em' },
  xs: { ...label, fontSize: fontSizes.xs, letterSpacing: '0.1em' },
} as const;

export const lineHeights = { tight: 1.15, snug: 1.3, body: 1.65 } as const;

export const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  section: 'clamp(4rem, 3rem + 4vw, 7rem)',
} as const;

export const radii = { sm: '6px', md: '10px', lg: '12px', pill: '999px' } as const;

export const shadows = {
  raised: `0 10px 30px -12px ${colors.shadow}`,
  dialog: `0 24px 60px -20px ${colors.shadow}`,
  header: `0 1px 0 ${colors.line}`,
} as const;

export const layout = {
  content: '1120px',
  text: '44rem',
  gutter: 'clamp(1.25rem, 4vw, 2rem)',
  header: '72px',
} as const;

export const breakpoints = { sm: 640, md: 960, lg: 1200 } as const;

/** Media queries: `mq.md` = at least 960 px wide. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const durations = { fast: '150ms', base: '250ms', reveal: '1000ms' } as const;

export const zIndex = { header: 50, floating: 40, dialog: 100, toast: 70, footer: 1 } as const;
