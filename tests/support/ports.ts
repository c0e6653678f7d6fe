import { connect } from 'node:net';

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
    socket.unref();
    setTimeout(() => socket.destroy(), 500);
  });

/**
 * Refuses to start a server on a port that something answers on already: a server left there by an
 * earlier run (its worker killed with its servers still up) would answer in the new one's place,
 * with another certificate and another folder, while the new one fails to bind.
 */
export async function requireFreePorts(...ports: number[]) {
  for (const port of ports)
    if (await answers(port)) throw new Error(`port ${port} is taken already (a server left from an earlier run?)`);
}
