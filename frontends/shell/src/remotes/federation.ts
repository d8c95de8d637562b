// Remotes are found at run time: /runtime-config.json (served by the gateway) names each remote's
// mf-manifest.json, and we register them with the Module Federation runtime on first use.
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';
/** Must equal the gateway's element id for the config it writes into the page. */
const RUNTIME_CONFIG_ELEMENT = 'clipwerk-runtime-config';
const HOST_NAME = 'shell'; // must equal `name` in rsbuild.config.ts

export interface RuntimeConfig {
  remotes: Record<string, string>;
}

let configPromise: Promise<RuntimeConfig> | null = null;
let runtimeReady = false;
const registered = new Set<string>();

/** The config the gateway wrote into the page; absent under the dev server, which serves the page as built. */
function configInPage(): RuntimeConfig | null {
  const element = document.getElementById(RUNTIME_CONFIG_ELEMENT);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as RuntimeConfig) : null;
  } catch {
    return null;
  }
}

function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const inPage = configPromise ? null : configInPage();
  if (inPage) configPromise = Promise.resolve(inPage);
  configPromise ??= fetch(RUNTIME_CONFIG_URL, { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
      return response.json() as Promise<RuntimeConfig>;
    })
    .catch((error) => {
      configPromise = null; // a later retry fetches it again
      throw error;
    });
  return configPromise;
}

function register(name: string, manifestUrl: string, force: boolean) {
  // Absolute address, so the runtime resolves the remote's chunks against the manifest's location.
  const remote = { name, entry: new URL(manifestUrl, window.location.href).href };
  if (!runtimeReady) {
    init({ name: HOST_NAME, remotes: [] });
    runtimeReady = true;
  }
  // force drops a failed manifest/entry from the runtime's caches, so a retry really fetches again.
  registerRemotes([remote], { force });
  registered.add(name);
}

/** Load `exposed` (e.g. 'Login') from `remote` (e.g. 'account'); `retry` clears earlier failures first. */
export async function loadRemoteModule<T>(remote: string, exposed: string, { retry = false } = {}): Promise<T> {
  const config = await fetchRuntimeConfig();
  const manifestUrl = config.remotes?.[remote];
  if (!manifestUrl) throw new Error(`Remote "${remote}" staat niet in runtime-config.json`);
  if (!registered.has(remote) || retry) register(remote, manifestUrl, registered.has(remote));
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`${remote}/${exposed} kon niet worden geladen`);
  return module;
}
