/** The editor's few colours and sizes (one theme: plain constants, no provider). */
export const colors = {
  bar: '#313d3e',
  barHover: '#4a5859',
  page: '#eff0f4',
  card: '#ffffff',
  line: '#c9ccd3',
  text: '#1f2a2b',
  muted: '#4f5a5c',
  accent: '#1b5fa8',
  accentDark: '#144a85',
  error: '#a4000d',
  errorBack: '#fdecea',
  success: '#005614',
  successBack: '#e8f5ee',
  note: '#fff3d6',
  warning: '#5c3d00',
} as const;

export const narrow = '@media (max-width: 40rem)';
