/**
 * The type check of the English siblings (integrations/englishModules.ts): each English module must
 * export every name of its German module, with words of the same shape (model/i18n/words.ts). A
 * missing string or export fails `npm run typecheck` here, naming it. Imported nowhere; every `en/`
 * module of model/ is listed (tests/unit/englishSiblings.test.ts); those of components/ are in
 * components/en-shape.ts.
 */

import type * as enPaths from '../../en/paths.ts';
import type * as enPage from '../../i18n/en/page.ts';
import type * as dePage from '../../i18n/page.ts';
import type { Words } from '../../i18n/words.ts';
import type * as deLegalAnalyticsPrivacy from '../../legal/analyticsPrivacy.ts';
import type * as deLegalAnalyticsTools from '../../legal/analyticsTools.ts';
import type * as deLegalDatenschutz from '../../legal/datenschutz.ts';
import type * as enLegalAnalyticsPrivacy from '../../legal/en/analyticsPrivacy.ts';
import type * as enLegalAnalyticsTools from '../../legal/en/analyticsTools.ts';
import type * as enLegalDatenschutz from '../../legal/en/datenschutz.ts';
import type * as enLegalImpressum from '../../legal/en/impressum.ts';
import type * as enLegalLabels from '../../legal/en/labels.ts';
import type * as enLegalOwner from '../../legal/en/owner.ts';
import type * as enLegalTransfers from '../../legal/en/transfers.ts';
import type * as enLegalUpdated from '../../legal/en/updated.ts';
import type * as deLegalImpressum from '../../legal/impressum.ts';
import type * as deLegalLabels from '../../legal/labels.ts';
import type * as deLegalOwner from '../../legal/owner.ts';
import type * as deLegalTransfers from '../../legal/transfers.ts';
import type * as deLegalUpdated from '../../legal/updated.ts';
import type * as deCategories from '../../lists/categories.ts';
import type * as enCategories from '../../lists/en/categories.ts';
import type * as enSpecLists from '../../lists/en/specLists.ts';
import type * as enTopics from '../../lists/en/topics.ts';
import type * as deSpecLists from '../../lists/specLists.ts';
import type * as deTopics from '../../lists/topics.ts';
import type * as dePaths from '../../paths.ts';
import type * as deAbout from '../about.ts';
import type * as deBlog from '../blog.ts';
import type * as deBlogScript from '../blogScript.ts';
import type * as deContact from '../contact.ts';
import type * as deDetailPages from '../detailPages.ts';
import type * as deErrors from '../errors.ts';
import type * as deFooter from '../footer.ts';
import type * as deHome from '../home.ts';
import type * as deLanguage from '../language.ts';
import type * as deNavigation from '../navigation.ts';
import type * as dePackages from '../packages.ts';
import type * as dePrint from '../print.ts';
import type * as deSocialImages from '../socialImages.ts';
import type * as deTheme from '../theme.ts';
import type * as enAbout from './about.ts';
import type * as enBlog from './blog.ts';
import type * as enBlogScript from './blogScript.ts';
import type * as enContact from './contact.ts';
import type * as enDetailPages from './detailPages.ts';
import type * as enErrors from './errors.ts';
import type * as enFooter from './footer.ts';
import type * as enHome from './home.ts';
import type * as enLanguage from './language.ts';
import type * as enNavigation from './navigation.ts';
import type * as enPackages from './packages.ts';
import type * as enPrint from './print.ts';
import type * as enSocialImages from './socialImages.ts';
import type * as enTheme from './theme.ts';

/** Compiles only when `English` has every export of `German`, each with words of its shape. */
export type Sibling<German, English extends Words<German>> = [German, English];

export type EnglishSiblings = [
  Sibling<typeof deAbout, typeof enAbout>,
  Sibling<typeof deBlog, typeof enBlog>,
  Sibling<typeof deBlogScript, typeof enBlogScript>,
  Sibling<typeof deContact, typeof enContact>,
  Sibling<typeof deDetailPages, typeof enDetailPages>,
  Sibling<typeof deErrors, typeof enErrors>,
  Sibling<typeof deFooter, typeof enFooter>,
  Sibling<typeof deHome, typeof enHome>,
  Sibling<typeof deLanguage, typeof enLanguage>,
  Sibling<typeof deNavigation, typeof enNavigation>,
  Sibling<typeof dePackages, typeof enPackages>,
  Sibling<typeof dePrint, typeof enPrint>,
  Sibling<typeof deSocialImages, typeof enSocialImages>,
  Sibling<typeof deTheme, typeof enTheme>,
  Sibling<typeof deTopics, typeof enTopics>,
  Sibling<typeof deCategories, typeof enCategories>,
  Sibling<typeof deSpecLists, typeof enSpecLists>,
  Sibling<typeof dePaths, typeof enPaths>,
  Sibling<typeof dePage, typeof enPage>,
  Sibling<typeof deLegalAnalyticsPrivacy, typeof enLegalAnalyticsPrivacy>,
  Sibling<typeof deLegalAnalyticsTools, typeof enLegalAnalyticsTools>,
  Sibling<typeof deLegalDatenschutz, typeof enLegalDatenschutz>,
  Sibling<typeof deLegalImpressum, typeof enLegalImpressum>,
  Sibling<typeof deLegalLabels, typeof enLegalLabels>,
  Sibling<typeof deLegalOwner, typeof enLegalOwner>,
  Sibling<typeof deLegalTransfers, typeof enLegalTransfers>,
  Sibling<typeof deLegalUpdated, typeof enLegalUpdated>,
];
