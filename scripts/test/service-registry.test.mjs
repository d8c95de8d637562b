// infra/services.js is the one list of services: every place that must name a service by hand names exactly the
// registered ones, and docs/adding-a-service.md names every such place and nothing that does not exist.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readCode } from '../lib/check-contexts-table.mjs';
import { PLACES, checkRegistryPlaces, registeredServices } from '../lib/check-service-registry.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const services = registeredServices(root);

describe('the places that name a service by hand', () => {
  test('name exactly the services of infra/services.js', () => {
    assert.ok(services.includes('payments') && services.length >= 7, `the registry lists ${services.join(', ')}`);
    assert.deepEqual(checkRegistryPlaces(root), []);
  });

  describe('a copy out of step fails, naming each place', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    after(() => rmSync(copy, { recursive: true, force: true }));
    const files = ['infra/services.js', 'package.json', 'tsconfig.build.json', 'gateway/package.json', 'gateway/tsconfig.json'];
    for (const name of services) {
      files.push(`services/${name}/package.json`, `services/${name}/jest.config.js`, `services/${name}/src/main.ts`);
    }
    for (const file of files) cpSync(path.join(root, file), path.join(copy, file));
    const edit = (file, change) => {
      const before = readFileSync(path.join(copy, file), 'utf8');
      const after = change(before);
      assert.notEqual(after, before, `${file} changed`);
      writeFileSync(path.join(copy, file), after);
      return () => writeFileSync(path.join(copy, file), before);
    };

    test('a service in the registry alone', () => {
      const undo = edit('infra/services.js', (text) =>
        text.replace(
          /\n\];/,
          "\n  { name: 'billing', rootModule: 'BillingModule', routes: ['/api/billing'], port: 4099, scalable: true },\n];",
        ),
      );
      assert.deepEqual(checkRegistryPlaces(copy), [
        'package.json: workspaces leave out billing',
        'tsconfig.build.json: references leave out billing',
        'gateway/package.json: dependencies leave out billing',
        'gateway/tsconfig.json: references leave out billing',
        'services/billing/package.json: is missing',
        'services/billing/jest.config.js: is missing',
        'services/billing/src/main.ts: is missing',
      ]);
      undo();
      assert.deepEqual(checkRegistryPlaces(copy), []);
    });

    test('a service left out of one list, a folder the registry does not know, a port of its own', () => {
      const undoReferences = edit('gateway/tsconfig.json', (text) => text.replace('../services/messaging', '../services/chat'));
      const undoMain = edit('services/proposals/src/main.ts', (text) => text.replace("servicePort('proposals')", '4003'));
      assert.deepEqual(checkRegistryPlaces(copy), [
        'gateway/tsconfig.json: references leave out messaging',
        'gateway/tsconfig.json: references name chat, which infra/services.js does not list',
        "services/proposals/src/main.ts: lacks servicePort('proposals') and no port of its own",
      ]);
      undoReferences();
      undoMain();
    });
  });
});

describe('docs/adding-a-service.md', () => {
  const doc = readFileSync(path.join(root, 'docs', 'adding-a-service.md'), 'utf8');
  const quoted = [...doc.matchAll(/`([^`]+)`/g)].map(([, text]) => text);
  // A path: no spaces or calls, not a package name or an /api prefix; `<name>` stands for each service, other placeholders are examples.
  const paths = quoted.filter(
    (text) => /\/|\.(json|js|ts|md|yml)$/.test(text) && !/^\/|[\s(@]/.test(text) && !/<(?!name>)[^>]+>/.test(text),
  );
  const publishing = [...readCode(root).published.keys()];

  test('names every place that must name a service by hand, and the registry', () => {
    assert.ok(quoted.includes('services/<name>/'), 'the checklist names the package folder');
    for (const place of [...PLACES.map(({ file }) => file), 'infra/services.js']) {
      // A file of the package may be named within it: `services/<name>/` with `package.json`.
      const named = quoted.includes(place) || quoted.includes(place.replace('services/<name>/', ''));
      assert.ok(named, `the checklist names ${place}`);
    }
  });

  test('names only places that exist, for every service they apply to', () => {
    assert.ok(paths.length >= 20, `found ${paths.length} paths`);
    const missing = [];
    for (const text of paths) {
      // Event contracts are the publishing contexts' alone; the rest is every service's, or the repository's.
      const names = !text.includes('<name>') ? [null] : text.startsWith('proto/') ? publishing : services;
      for (const name of names) {
        const file = name ? text.replaceAll('<name>', name) : text;
        const candidates = [path.join(root, file), ...(name ? [path.join(root, 'services', name, file)] : [])];
        if (!name) candidates.push(path.join(root, 'services', 'identity', file));
        if (!candidates.some((candidate) => existsSync(candidate))) missing.push(file);
      }
    }
    assert.deepEqual(missing, []);
  });
});
