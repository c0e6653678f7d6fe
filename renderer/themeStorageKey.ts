/** Where the header's colour scheme switch keeps the visitor's choice ("light" or "dark"; none = system). */
export const themeStorageKey = 'theme';
