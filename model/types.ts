/**
 * Types of the site's editable content. Every piece of copy lives in `content/` as typed data;
 * components only render it.
 */

import type { IconName } from './lists/iconNames';
import type { areaCodes, packageSlugs, serviceSlugs } from './lists/specLists';

export type { IconName };

/** Value of a contact topic as sent to the form service. */
export type TopicValue = 'go-to-market' | 'innovation' | 'international' | 'funding' | 'general';

/** Topic a contact form can be about (value : label, spec section 3). */
export interface Topic {
  value: TopicValue;
  label: string;
}

/** Categories of blog articles. */
export type ArticleCategory = 'Marketing' | 'Förderung' | 'Strategie' | 'Innovation' | 'Internationalisierung';

/** A heading of an article body, with the id its anchor links point to. */
export interface ArticleHeading {
  /** Fragment id, e.g. `schritt-1-das-zielsegment-scharf-eingrenzen` (see build/articles/headingIds.ts). */
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * What an article file's frontmatter declares (`content/articles/<slug>.md`, between the `---`
 * lines at the top). Checked at build time by build/articles/frontmatter.ts.
 */
export interface ArticleFrontmatter {
  /** Headline, shown as `<h1>` and card title. */
  title: string;
  category: ArticleCategory;
  /** One or two sentences, 50–160 characters: the meta description and the article's lead. */
  description: string;
  /** Teaser on cards, two to three sentences. */
  excerpt: string;
  icon: IconName;
  /** ISO date (YYYY-MM-DD) of first publication. */
  datePublished: string;
  /** ISO date (YYYY-MM-DD) of the last substantial change; not before `datePublished`. */
  dateModified: string;
}

/** A blog article ("Tips & Insights"), as the build makes it from one Markdown file. */
export interface Article extends ArticleFrontmatter {
  /** URL segment `/blog/{slug}`: the file name without `.md`. */
  slug: string;
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

/** One concrete offering of a service area. */
export interface Offering {
  title: string;
  /** One to three sentences. */
  description: string;
}

/** A service area, page `/services/{slug}`. */
export interface ServiceArea {
  slug: ServiceSlug;
  /** Page title and card title, e.g. "Marketing & Go-to-Market". */
  title: string;
  /** Short line for the home page card (one sentence). */
  summary: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** Intro paragraph(s) of the page. */
  intro: string[];
  icon: IconName;
  /** Exactly seven offerings. */
  offerings: Offering[];
  /** The benefits box: what the client gains. */
  benefits: { title: string; items: string[] };
  /** Topic preselected in the contact dialog. */
  topic: TopicValue;
  areaServed: AreaCode[];
  /** Packages that fit this service area. */
  relatedPackages: PackageSlug[];
}

/** A package, page `/packages/{slug}`. */
export interface Package {
  slug: PackageSlug;
  title: string;
  /** Short pitch: one or two sentences (home card and page lead). */
  pitch: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** Who the package is for. */
  audience: string;
  icon: IconName;
  /** Exactly five items shown under "Was Sie in diesem Paket erwartet". */
  items: Offering[];
  /** What the client has at the end. */
  outcome: string;
  /** Button label: "Jetzt Beratung anfragen" (sparring: "Jetzt Sparring anfragen"). */
  ctaLabel: string;
  topic: TopicValue;
}

/** An expandable card of the about section. */
export interface AboutCard {
  icon: IconName;
  title: string;
  description: string;
  insightText: string;
}

/** A group of references: a kind of client or project, never a named company. */
export interface ReferenceGroup {
  icon: IconName;
  title: string;
  description: string;
  /** Typical questions or projects with this kind of client. */
  examples: string[];
}
