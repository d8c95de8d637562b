// Writes docker-compose.yml from the service registry (infra/services.js) and infra/docker/compose.template.yml:
// a block per service (its entry, port, health check, the issuer's keys, its own settings) and the gateway's, which
// reaches every service by name. `node scripts/generate-compose.js` writes it; `--check` fails when it differs;
// `--stdout` prints it.
const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { SERVICES, urlVariable } = require('../infra/services');

const ROOT = path.resolve(__dirname, '..');
const TEMPLATE = path.join(ROOT, 'infra/docker/compose.template.yml');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const GATEWAY_PORT = 3000;

/** A YAML scalar: plain when it cannot be read as anything but a string, single-quoted otherwise. */
function scalar(value) {
  const text = String(value);
  return /^[A-Za-z$][\w$./:{}@-]*$/.test(text) && !/^(true|false|yes|no|on|off|null)$/i.test(text)
    ? text
    : `'${text.replace(/'/g, "''")}'`;
}

function block(name, { command, ports, environment, dependsOn, port }) {
  const probe = `fetch('http://localhost:${port}/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`;
  return [
    `  ${name}:`,
    '    <<: *service',
    `    command: ['node', '${command}']`,
    ...(ports ? [`    ports: ['${ports}']`] : []),
    '    environment:',
    '      <<: *service-env',
    ...Object.entries(environment).map(([key, value]) => `      ${key}: ${scalar(value)}`),
    ...(dependsOn.length
      ? [
          '    depends_on:',
          '      <<: *service-deps',
          ...dependsOn.map(
            (other) =>
              `      ${other}: { condition: ${SERVICES.some((service) => service.name === other) ? 'service_healthy' : 'service_started'} }`,
          ),
        ]
      : []),
    '    healthcheck:',
    `      test: ['CMD', 'node', '-e', "${probe}"]`,
    '      interval: 10s',
    '      timeout: 5s',
    '      retries: 12',
    '',
  ].join('\n');
}

/** The text docker-compose.yml must have, formatted as prettier formats the repository. */
async function generateCompose() {
  const issuer = SERVICES.find((service) => service.issuesTokens);
  const jwks = { AUTH_JWKS_URL: `http://${issuer.name}:${issuer.port}/api/auth/jwks` };
  const services = SERVICES.map((service) =>
    block(service.name, {
      command: `services/${service.name}/dist/main.js`,
      port: service.port,
      // Scalable services publish no host port: replicas would fight over it.
      environment: { PORT: String(service.port), ...(service.issuesTokens ? {} : jwks), ...service.compose?.environment },
      dependsOn: [...(service.issuesTokens ? [] : [issuer.name]), ...(service.compose?.dependsOn ?? [])],
    }),
  );
  const gateway = block('gateway', {
    command: 'gateway/dist/main.js',
    // No host port either: the edge balancer publishes it, so gateways scale like the services.
    port: GATEWAY_PORT,
    environment: {
      TOPOLOGY: 'distributed',
      PORT: String(GATEWAY_PORT),
      ...jwks,
      // By service name: Docker's DNS answers with every replica.
      ...Object.fromEntries(SERVICES.map((service) => [urlVariable(service.name), `http://${service.name}:${service.port}`])),
    },
    dependsOn: SERVICES.map((service) => service.name),
  });
  const template = await readFile(TEMPLATE, 'utf8');
  const text = template
    .replace(
      /^# @note[^]*?\n(?!#)/m,
      '# Written by `node scripts/generate-compose.js` from infra/services.js and infra/docker/compose.template.yml:\n' +
        '# edit those, then run it.\n',
    )
    .replace(/^ {2}# @services\n/m, [...services, gateway].join('\n'));
  const prettier = require('prettier');
  const options = await prettier.resolveConfig(COMPOSE_FILE);
  return prettier.format(text, { ...options, filepath: COMPOSE_FILE });
}

module.exports = { generateCompose, COMPOSE_FILE };

if (require.main === module) {
  generateCompose()
    .then(async (text) => {
      if (process.argv.includes('--stdout')) return void process.stdout.write(text);
      if (!process.argv.includes('--check')) return writeFile(COMPOSE_FILE, text);
      if ((await readFile(COMPOSE_FILE, 'utf8')) === text) return;
      console.error('docker-compose.yml differs from what scripts/generate-compose.js writes: run it');
      process.exitCode = 1;
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
