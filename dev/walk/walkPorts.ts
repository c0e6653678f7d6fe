/**
 * The walk's ports, from the developer's port variables (as the tools tier's), above the ranges the
 * tool specs use, for the host's servers (the editors take ports the system chooses).
 */
const deployBase = Number(process.env.DEPLOY_TEST_PORT ?? 4460) + 100;

export const walkPorts = {
  sshd: deployBase,
  https: deployBase + 1,
  http: deployBase + 2,
  forms: deployBase + 3,
  /** In front of sshd: the address the owner enters, which the walk can cut as a server that goes away. */
  relay: deployBase + 4,
} as const;

/** The site's names; the browser of the walk finds them on the host's web server (playwright.walk.config.ts). */
export const siteNames = ['www.berger-strategie.at', 'berger-strategie.at'];
