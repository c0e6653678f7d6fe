import {
  BarChart3,
  BookOpen,
  Coins,
  Compass,
  Eye,
  Globe2,
  GraduationCap,
  Handshake,
  Layers,
  Lightbulb,
  type LucideIcon,
  Map as MapIcon,
  MessagesSquare,
  Rocket,
  Target,
  Users,
  Wrench,
} from 'lucide-react';
import type { IconName } from '#model/types.ts';

const icons: Record<IconName, LucideIcon> = {
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
};

/** A decorative line icon from the content's icon names. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} strokeWidth={1.6} aria-hidden="true" focusable="false" />;
}
