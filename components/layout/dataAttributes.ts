// The attributes by which the layout's scripts find and change their markup: each component and
// its `*.client.ts` take the names from here, so a rename reaches both sides.

/** Header.tsx and header.client.ts: the header turns solid once the scroll mark leaves the viewport. */
export const headerAttrs = { solid: 'data-solid', scrollMark: 'data-scroll-mark' } as const;

/** MobileMenu.tsx and mobileMenu.client.ts: the toggle's accessible name while closed and while open. */
export const mobileMenuAttrs = { labelOpen: 'data-label-open', labelClose: 'data-label-close' } as const;

/** ThemeSwitch.tsx and themeSwitch.client.ts: the switch, and its accessible name per active scheme. */
export const themeSwitchAttrs = {
  switch: 'data-theme-switch',
  label: (choice: 'system' | 'light' | 'dark') => `data-label-${choice}` as const,
} as const;

/** NavLinks.tsx, Hero.tsx and sectionLinks.client.ts: a link to a home page section, by its id. */
export const sectionLinkAttrs = { section: 'data-section' } as const;

/** Footer.tsx and footerYear.client.ts: the element that shows the current year. */
export const footerYearAttrs = { currentYear: 'data-current-year' } as const;
