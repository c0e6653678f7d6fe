/** The origin to check from the command line: `https://www.meine-domain.at` (a bare name gets https://). */
export function originFrom(argument: string | undefined): URL | string {
  const usage = 'Aufruf: npm run check:host -- https://www.meine-domain.at';
  if (!argument) return `Bitte die Adresse der Website angeben. ${usage}`;
  const withScheme = /^[a-z]+:\/\//i.test(argument) ? argument : `https://${argument}`;
  if (!URL.canParse(withScheme)) return `„${argument}“ ist keine Web-Adresse. ${usage}`;
  const url = new URL(withScheme);
  if (url.protocol !== 'https:')
    return `Bitte die https://-Adresse angeben (geprüft wird auch, dass http:// dorthin umleitet). ${usage}`;
  return new URL(url.origin);
}
