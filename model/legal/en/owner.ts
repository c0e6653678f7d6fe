import { site } from '../../site.ts';

/** The owner's name as the legal pages show it: names and academic titles are not translated. */
export { fullName } from '../owner.ts';

/** The country of the address in English: the settings fix it to Austria (model/schemas/site.ts). */
const country = 'Austria';

/** The owner's postal address on one line, as both English legal pages state it. */
export const addressLine = `${site.address.street}, ${site.address.postalCode} ${site.address.locality}, ${country}`;
