/**
 * For the tests only: `CHECK_HOST_CONNECT_TO=www.site.test:443:127.0.0.1:5941,…` sends the TCP
 * connection for a name and port to another address and port, like curl's `--connect-to`. The
 * request keeps its Host header and its TLS server name (SNI), and the certificate is still checked
 * against the name: the browser tests check servers on 127.0.0.1 under test names with it.
 */
export interface Destination {
  host: string;
  port: number;
}

function mappings(setting: string | undefined): Map<string, Destination> {
  const map = new Map<string, Destination>();
  for (const entry of (setting ?? '').split(',').filter(Boolean)) {
    const [name, port, host, toPort] = entry.trim().split(':');
    if (name && port && host && toPort) map.set(`${name.toLowerCase()}:${port}`, { host, port: Number(toPort) });
  }
  return map;
}

const connectTo = mappings(process.env.CHECK_HOST_CONNECT_TO);

/** Where to open the connection for `hostname:port`. */
export function destination(hostname: string, port: number): Destination {
  return connectTo.get(`${hostname.toLowerCase()}:${port}`) ?? { host: hostname, port };
}
