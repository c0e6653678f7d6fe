import { site } from '../site.ts';

/** The owner's name as the legal pages show it, with the academic title if there is one. */
export const fullName = [site.person.honorific, site.person.name].filter(Boolean).join(' ');

/** The owner's postal address on one line, as both legal pages state it. */
export const addressLine = `${site.address.street}, ${site.address.postalCode} ${site.address.locality}, ${site.address.country}`;
