import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  BarChart3,
  BookOpen,
  Check,
  ChevronDown,
  Clock,
  Coins,
  Compass,
  Eye,
  Globe2,
  GraduationCap,
  Handshake,
  Layers,
  Lightbulb,
  Link,
  Link2,
  type LucideIcon,
  Mail,
  Map as MapIcon,
  Menu,
  MessagesSquare,
  Monitor,
  Moon,
  Rocket,
  Search,
  Sun,
  Target,
  Users,
  Wrench,
  X,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconName } from '../../content/iconNames';
import type { UiIconName } from '../../components/ui/iconNames';
import { brandIconPaths } from './brandIcons';

/** The Lucide icon behind each line icon name (content icons and interface icons). */
const lineIcons: Record<IconName | UiIconName, LucideIcon> = {
  compass: Compass,
  rocket: Rocket,
  globe: Globe2,
  lightbulb: Lightbulb,
  coins: Coins,
  graduation: GraduationCap,
  chat: MessagesSquare,
  handshake: Handshake,
  layers: Layers,
  target: Target,
  chart: BarChart3,
  users: Users,
  eye: Eye,
  tools: Wrench,
  map: MapIcon,
  book: BookOpen,
  'arrow-down': ArrowDown,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  check: Check,
  'chevron-down': ChevronDown,
  clock: Clock,
  link: Link,
  'link-2': Link2,
  mail: Mail,
  menu: Menu,
  monitor: Monitor,
  moon: Moon,
  search: Search,
  sun: Sun,
  x: X,
};

/** The shapes inside a Lucide icon's `<svg>`, as Lucide draws them. */
function shapesOf(icon: LucideIcon): string {
  const markup = renderToStaticMarkup(createElement(icon));
  return markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
}

/**
 * One SVG file with every icon of the site as a `<symbol>`, which pages draw with
 * `<svg><use href="…#name"/></svg>` (components/ui/Icon.tsx): the icons' paths are downloaded once
 * and cached, not repeated in every page's HTML. Line icons take their stroke width from the
 * `<svg>` that uses them; colours follow the text colour (`currentColor`).
 */
export function iconSprite(): string {
  const line = Object.entries(lineIcons).map(
    ([name, icon]) => `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${shapesOf(icon)}</symbol>`,
  );
  const brand = Object.entries(brandIconPaths).map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor" stroke="none"><path d="${d}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...line, ...brand].join('')}</svg>\n`;
}
