import styled from '@emotion/styled';
import { Monitor, Moon, Sun } from 'lucide-react';
import { themeCopy } from '#model/copy/theme.ts';
import { colors, durations, radii } from '../theme/tokens.ts';
import { themeSwitchAttrs } from './dataAttributes.ts';

const Switch = styled.button({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  border: 0,
  borderRadius: radii.pill,
  background: 'transparent',
  color: colors.ink,
  cursor: 'pointer',
  transition: `background-color ${durations.fast} ease`,
  '&:hover': { background: colors.tint },
  // The icon follows the theme the head script applied, so it is right from the first paint.
  '& svg': { display: 'none' },
  'html:not([data-theme]) & .theme-system, html[data-theme="light"] & .theme-light, html[data-theme="dark"] & .theme-dark':
    { display: 'block' },
});

/**
 * The colour scheme switch: follows the system until the visitor picks light or dark. HTML only;
 * components/layout/themeSwitch.client.ts switches and remembers the choice.
 */
export function ThemeSwitch() {
  const { labels } = themeCopy;
  return (
    <Switch
      type="button"
      aria-label={labels.system}
      {...{
        [themeSwitchAttrs.switch]: '',
        [themeSwitchAttrs.label('system')]: labels.system,
        [themeSwitchAttrs.label('light')]: labels.light,
        [themeSwitchAttrs.label('dark')]: labels.dark,
      }}
    >
      <Monitor className="theme-system" size={20} aria-hidden="true" />
      <Sun className="theme-light" size={20} aria-hidden="true" />
      <Moon className="theme-dark" size={20} aria-hidden="true" />
    </Switch>
  );
}
