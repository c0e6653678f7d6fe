/**
 * The type check of the English siblings in components/ (see model/copy/en/shape.ts): each must
 * export every name of its German module, with words of the same shape. Imported nowhere.
 */
import type { Sibling } from '#model/copy/en/shape.ts';
import type * as enFormatDate from './blog/en/formatDate.ts';
import type * as deFormatDate from './blog/formatDate.ts';
import type * as enSubmitContact from './contact/en/submitContact.ts';
import type * as deSubmitContact from './contact/submitContact.ts';
import type * as enSectionLinks from './layout/en/sectionLinks.client.ts';
import type * as deSectionLinks from './layout/sectionLinks.client.ts';

export type EnglishSiblings = [
  Sibling<typeof deFormatDate, typeof enFormatDate>,
  Sibling<typeof deSubmitContact, typeof enSubmitContact>,
  Sibling<typeof deSectionLinks, typeof enSectionLinks>,
];
