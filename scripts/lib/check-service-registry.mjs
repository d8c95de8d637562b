// The registry, infra/services.js, is the one list of services. The places npm, TypeScript and a service's own files
// must name a service by hand are checked against it here: each registered service is named in every one of them,
// and none of them names a service the registry does not list. Used by scripts/test/service-registry.test.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The services of the registry under `root`, in start order. */
export function registeredServices(root) {
  const file = path.resolve(root, 'infra', 'services.js');
  delete require.cache[require.resolve(file)];
  return require(file).SERVICES.map(({ name }) => name);
}

const json = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
/** `services/<name>` folders (not the kit) a list of paths names, whatever prefix it has (`../services/x`). */
const serviceFolders = (paths) =>
  paths.map((entry) => /(?:^|\/)services\/([a-z-]+)$/.exec(entry)?.[1]).filter((name) => name && name !== 'kit');
const references = (root, file) => json(root, file).references.map((reference) => reference.path);

/**
 * Every place a service is named by hand: what it must contain for a service, and which services it names. A place
 * that names services as a list has `names`; a file of the service's own has only `holds`.
 */
export const PLACES = [
  {
    file: 'package.json',
    what: 'workspaces',
    names: (root) => serviceFolders(json(root, 'package.json').workspaces),
  },
  {
    file: 'tsconfig.build.json',
    what: 'references',
    names: (root) => serviceFolders(references(root, 'tsconfig.build.json')),
  },
  {
    file: 'gateway/package.json',
    what: 'dependencies',
    names: (root) =>
      Object.keys(json(root, 'gateway/package.json').dependencies)
        .filter((dependency) => dependency.startsWith('@clipwerk/'))
        .map((dependency) => dependency.slice('@clipwerk/'.length))
        .filter((name) => existsSync(path.join(root, 'services', name)) && name !== 'kit'),
  },
  {
    file: 'gateway/tsconfig.json',
    what: 'references',
    names: (root) => serviceFolders(references(root, 'gateway/tsconfig.json')),
  },
  {
    file: 'services/<name>/package.json',
    what: 'its package name @clipwerk/<name>',
    holds: (root, name) => json(root, `services/${name}/package.json`).name === `@clipwerk/${name}`,
  },
  {
    file: 'services/<name>/jest.config.js',
    what: 'the jest preset called with its name',
    holds: (root, name) =>
      readFileSync(path.join(root, `services/${name}/jest.config.js`), 'utf8').includes(`(__dirname, '${name}')`),
  },
  {
    file: 'services/<name>/src/main.ts',
    what: `servicePort('<name>') and no port of its own`,
    holds: (root, name) => {
      const main = readFileSync(path.join(root, `services/${name}/src/main.ts`), 'utf8');
      return main.includes(`servicePort('${name}')`) && !/\b\d{4,5}\b/.test(main);
    },
  },
];

/** Every problem of the places against the registry, each naming its file; an empty list when they agree. */
export function checkRegistryPlaces(root) {
  const services = registeredServices(root);
  const problems = [];
  for (const place of PLACES) {
    if (place.names) {
      const named = place.names(root);
      for (const name of services.filter((service) => !named.includes(service)))
        problems.push(`${place.file}: ${place.what} leave out ${name}`);
      for (const name of named.filter((service) => !services.includes(service)))
        problems.push(`${place.file}: ${place.what} name ${name}, which infra/services.js does not list`);
    } else {
      for (const name of services) {
        const file = place.file.replace('<name>', name);
        if (!existsSync(path.join(root, file))) problems.push(`${file}: is missing`);
        else if (!place.holds(root, name)) problems.push(`${file}: lacks ${place.what.replaceAll('<name>', name)}`);
      }
    }
  }
  return problems;
}
