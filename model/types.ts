/**
 * Types of the site's content. What the owner's files hold is typed by their schemas
 * (model/schemas/, z.output): written once, checked at build time, never a second hand-written
 * interface to keep in step. What the build computes (articles' bodies, legal texts) is typed here.
 */
import type { z } from 'zod';
import type { IconName } from './lists/iconNames.ts';
import type { areaCodes, packageSlugs, serviceSlugs } from './lists/specLists.ts';
import type { aboutSchema } from './schemas/about.ts';
import type { frontmatterSchema } from './schemas/article.ts';
import type { packagesSchema } from './schemas/packages.ts';
import type { referencesSchema } from './schemas/references.ts';
import type { servicesSchema } from './schemas/services.ts';

export type { ArticleCategory } from './lists/categories.ts';
export type { Topic, TopicValue } from './lists/topics.ts';
export type { IconName };

/** A heading of an article body, with the id its anchor links point to. */
export interface ArticleHeading {
  /** Fragment id, e.g. `schritt-1-das-zielsegment-scharf-eingrenzen` (see integrations/articles/headingIds.ts). */
  id: string;
  text: string;
  level: 2 | 3;
}

/** A blog article ("Tips & Insights"), as the build makes it from one Markdown file. */
export interface Article extends ArticleFrontmatter {
  /** URL segment `/blog/{slug}`: the file name without `.md`. */
  slug: string;
  /** An English article only: the slug of the German article it translates (content/en/articles/). */
  translationOf?: string;
  /** Words of the body (counted by model/articles/wordCount.ts). */
  wordCount: number;
  /** Reading time in minutes: words / 200, rounded, at least 1. Computed, never typed in. */
  readTime: number;
  /**
   * The body as HTML, rendered at build time from Markdown (no raw HTML passes through): `<h2>`,
   * `<h3>` with ids and a copy-link anchor, `<p>`, lists, `<strong>`, `<em>`, `<blockquote>`,
   * tables, links and images.
   */
  content: string;
  /** The body's `h2` and `h3` headings in order (the table of contents lists the `h2`). */
  headings: ArticleHeading[];
}

/** A piece of inline text, optionally a link (internal path or absolute https URL). */
export type Inline = string | { text: string; href: string };

/** A block of a legal or long-form text. */
export type Block =
  | { type: 'p'; content: Inline[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'facts'; items: { term: string; value: Inline[] }[] };

/** A titled section of a legal page. */
export interface LegalSection {
  /** Anchor id of the section (lowercase, hyphenated). */
  id: string;
  heading: string;
  blocks: Block[];
  /** Optional sub-sections, rendered with `<h3>`. */
  subsections?: { heading: string; blocks: Block[] }[];
}

/** A legal page's copy. */
export interface LegalPage {
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  intro?: string;
  sections: LegalSection[];
  /** Date of the text's last revision, e.g. "November 2026". */
  updated: string;
}

/** Country or region codes used for `areaServed`. */
export type AreaCode = (typeof areaCodes)[number];

/** Slugs of the service areas. */
export type ServiceSlug = (typeof serviceSlugs)[number];

/** Slugs of the packages. */
export type PackageSlug = (typeof packageSlugs)[number];

/** What an article file's frontmatter declares (`content/articles/<slug>.md`, between the `---` lines). */
export type ArticleFrontmatter = z.output<typeof frontmatterSchema>;

/** A service area (content/texts/services.yaml), one page at `/services/{slug}`. */
export type ServiceArea = z.output<typeof servicesSchema>[number];

/** One concrete offering of a service area. */
export type Offering = ServiceArea['offerings'][number];

/** A package (content/texts/packages.yaml), one page at `/packages/{slug}`, with the spec's button label. */
export type Package = z.output<typeof packagesSchema>[number] & { ctaLabel: string };

/** A card of the "Über mich" section (content/texts/about.yaml). */
export type AboutCard = z.output<typeof aboutSchema>['cards'][number];

/** A kind of client of the references section (content/texts/references.yaml). */
export type ReferenceGroup = z.output<typeof referencesSchema>['groups'][number];
