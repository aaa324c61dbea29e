import { checkTopology, type Env, type ResolvedTopology } from '@raketa/shared/platform';

export interface ShellServerConfig {
  port: number;
  host: string;
  topology: ResolvedTopology;
}

const HOST_RE = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** Reads and validates the shell server's environment; one error names every bad variable. */
export function loadConfig(env: Env = process.env): ShellServerConfig {
  const { topology, problems } = checkTopology(env);
  for (const [name, value] of [
    ['CS_HOST', topology.hosts.cs],
    ['EN_HOST', topology.hosts.en],
  ] as const) {
    if (!HOST_RE.test(value)) problems.push(`${name} must be a host name with an optional port, got "${value}"`);
  }
  for (const [name, value] of Object.entries({ API_URL: topology.apiUrl, ...topology.remoteUrls })) {
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
      problems.push(`${name === 'API_URL' ? name : `the ${name} remote URL`} must be an http(s) URL, got "${value}"`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid shell server configuration:\n- ${problems.join('\n- ')}`);
  return { port: topology.ports.shell, host: env.HOST || '127.0.0.1', topology };
}
