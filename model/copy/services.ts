/**
 * The four service areas: the owner's texts from content/texts/services.yaml, checked against
 * model/schemas/services.ts (the spec's four addresses, 7 offerings each, icons, topics,
 * areas, existing packages), settings filled in.
 */
import data from '../content/services.ts';
import { fillFields } from '../load/textFields.ts';
import { site } from '../site.ts';
import type { ServiceArea } from '../types.ts';

/** The four service areas, in the order shown on the home page and in the navigation. */
export const services: ServiceArea[] = fillFields(data, site);

/** The service area with the given slug, or `undefined` when there is none. */
export function getService(slug: string): ServiceArea | undefined {
  return services.find((service) => service.slug === slug);
}
