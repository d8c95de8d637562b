// Benchmark: does search find what Dutch users type (docs/decisions/041-dutch-search.md), and how fast over
// 100,000 projects. A set of Dutch queries with their expected hits (compounds, prefixes, plural and singular,
// typos, company names, niche words) runs through the embedded gateway against a small hand-made set of projects
// and creators: recall and precision over the set. Then 100,000 open projects are inserted with SQL straight into
// the projects schema (as bench/projects-list.mjs does) and the project queries run again, one after the other on
// one connection, every request to PostgreSQL: p50/p95/p99. (Among 100,000 look-alike assignments the hand-made
// ones are no longer all on the first page, rightly: quality is judged on the hand-made set.)
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../infra/postgres/embedded-postgres.mjs';
import { startEmbeddedGateway } from './lib/embedded-gateway.mjs';
import { percentile } from './lib/products.mjs';
import { BYPASS_SHARED_CACHE, verdict } from './lib/measure.mjs';
import { PRODUCTS, seedOpenProjects } from './lib/open-projects.mjs';
import { projectListStatements, replay } from './lib/raw-projects-baseline.mjs';

const FILLER = Number(process.env.BENCH_PROJECTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

/** key: [title, company, description] */
const PROJECTS = {
  bollen: ['Reel over onze zuurdesembollen', 'Bakkerij Vermeulen', 'Versgebakken uit de houtoven, elke ochtend.'],
  koffie: ['Unboxing van onze koffiebonen', 'Brandpunt Koffie BV', 'Proef onze espresso thuis en vertel hoe hij smaakt.'],
  ijskoffie: ['Zomerse ijskoffie in de stad', 'Café De Hoek', 'Koude dranken voor warme dagen op het terras.'],
  laptoptas: ['Review van een leren laptoptas', 'Leder & Zo', 'Stevig, waterdicht en met ruimte voor opladers.'],
  tassen: ['Tassen voor de zomer', 'Strandgoed', 'Kleurrijke strandtassen voor het hele gezin.'],
  fietslamp: ['Fietsverlichting in de praktijk', 'Lichtfiets BV', 'Laat zien hoe onze lampjes werken in het donker.'],
  ebike: ['Elektrische fietsen testen', 'E-Bike Centrum Utrecht', 'Een rit door de polder met wind tegen.'],
  huid: ['Routine voor de winter', 'Zachte Huid Cosmetics', 'Onze huidverzorging tegen een droge huid.'],
  sneakers: ['Sneakers unboxing', 'Loopwerk', 'Nieuwe hardloopschoenen uit de doos.'],
  hond: ['Hondenvoer proeven', 'Dierenvriend', 'Onze honden zijn dol op de nieuwe brokjes.'],
  boeken: ['Voorlezen uit kinderboeken', 'Uitgeverij Klein Geluk', 'Een verhaal voor het slapengaan.'],
  moestuin: ['Moestuin op het balkon', 'Groene Vingers', 'Tomaten en kruiden kweken in potten.'],
  planten: ['Kamerplanten verzorgen', 'Plantenparadijs', 'Water, licht en een nieuwe pot.'],
  bier: ['Speciaalbier proeverij', "Brouwerij 't Kraantje", 'Drie seizoensbieren aan tafel.'],
  thee: ['Kruidenthee voor het slapengaan', 'Theehuis Amber', 'Rustig moment op de bank.'],
  kaas: ['Boerenkaas van de markt', 'Kaasboerderij Hoeve Zuid', 'Jong, belegen en oud.'],
  horloge: ['Horloges voor elke dag', 'Tijdloos', 'Stalen kast en leren band.'],
  zonnebrand: ['Zonnebrandcrème voor kinderen', 'SunSafe', 'Smeren op het strand.'],
  koptelefoon: ['Draadloze koptelefoons getest', 'Geluidsfabriek', 'Ruisonderdrukking in de trein.'],
  pannenkoek: ['Pannenkoekenmix bakken', 'Molen de Zwaluw', 'Stapel pannenkoeken met stroop.'],
  parfum: ['Parfum voor hem', 'Geurig Amsterdam', 'Een frisse geur voor de zomer.'],
  // Near misses: 'tas' must not find tastbaar, 'koffie' not koffer, 'zonnebrand' not zonnebril.
  koffer: ['Koffer voor op reis', 'Reisgoed', 'Lichte harde koffer met vier wielen.'],
  fantastisch: ['Fantastische zonnebril', 'Brillenhuis', 'Gepolariseerde glazen.'],
  fotoboek: ['Tastbare herinneringen in een fotoboek', 'Fotostudio Licht', 'Afdrukken op mooi papier.'],
};

/** [query, expected project keys] */
const PROJECT_QUERIES = [
  // compounds and prefixes
  ['zuurdesem', ['bollen']],
  ['bollen', ['bollen']],
  ['koffie', ['koffie', 'ijskoffie']],
  ['ijskoffie', ['ijskoffie']],
  ['laptoptas', ['laptoptas']],
  ['tas', ['laptoptas', 'tassen']],
  ['huidverzorging', ['huid']],
  ['verzorging', ['huid', 'planten']],
  ['kinderboek', ['boeken']],
  ['boeken', ['boeken', 'fotoboek']],
  ['moestuin', ['moestuin']],
  ['bier', ['bier']],
  ['thee', ['thee']],
  ['kaas', ['kaas']],
  ['espresso', ['koffie']],
  ['zonnebrand', ['zonnebrand']],
  // plural and singular
  ['tassen', ['tassen', 'laptoptas']],
  ['fiets', ['fietslamp', 'ebike']],
  ['fietsen', ['ebike', 'fietslamp']],
  ['sneaker', ['sneakers']],
  ['honden', ['hond']],
  ['hond', ['hond']],
  ['planten', ['planten']],
  ['koptelefoon', ['koptelefoon']],
  ['horloge', ['horloge']],
  ['pannenkoeken', ['pannenkoek']],
  // company names
  ['vermeulen', ['bollen']],
  ['brouwerij', ['bier']],
  ['geurig amsterdam', ['parfum']],
  ['loopwerk', ['sneakers']],
  ['klein geluk', ['boeken']],
  ['dierenvriend', ['hond']],
  // typos
  ['koffei', ['koffie', 'ijskoffie']],
  ['sneakres', ['sneakers']],
  ['zuurdesembolen', ['bollen']],
  ['huidverzorgnig', ['huid']],
  ['kamerplantne', ['planten']],
  ['parfun', ['parfum']],
  ['koptelefon', ['koptelefoon']],
  ['pannekoek', ['pannenkoek']],
  // unrelated: every hit is a false one
  ['ruimtevaart', []],
  ['belastingaangifte', []],
];

/** key: [first name, last name, niches, bio] */
const CREATORS = {
  kees: ['Kees', 'Bakker', ['food'], 'Ik bak brood en taarten in mijn keuken.'],
  lisa: ['Lisa', 'Visser', ['fitness', 'food'], 'Hardlopen en gezonde lunches.'],
  omar: ['Omar', 'Haddou', ['tech'], 'Gadgets uitgelegd voor iedereen.'],
  ines: ['Ines', 'de Wit', ['fashion'], 'Tweedehands kleding en vintage vondsten.'],
  sanne: ['Sanne', 'Mulder', ['beauty'], 'Make-up tutorials en eerlijke reviews.'],
  piet: ['Piet', 'Smit', ['sports'], 'Voetbal op zondag, analyses door de week.'],
  anouk: ['Anouk', 'Bos', ['pets'], 'Mijn hond Bobbie en ik.'],
  daan: ['Daan', 'Meijer', ['gaming'], 'Livestreams en speedruns.'],
  fleur: ['Fleur', 'Dekker', ['travel'], 'Met de camper door Europa.'],
  mila: ['Mila', 'Brouwer', ['parenting'], 'Drie kinderen en een druk huishouden.'],
  bram: ['Bram', 'Kok', ['diy'], 'Meubels van sloophout.'],
  noor: ['Noor', 'Vos', ['home'], 'Scandinavisch interieur op een budget.'],
  sem: ['Sem', 'Jacobs', ['finance'], 'Beleggen voor beginners.'],
  julia: ['Julia', 'Peters', ['music'], 'Covers op piano en gitaar.'],
};

const CREATOR_QUERIES = [
  ['eten', ['kees', 'lisa']],
  ['voeding', ['kees', 'lisa']],
  ['koken', ['kees', 'lisa']],
  ['recepten', ['kees', 'lisa']],
  ['food', ['kees', 'lisa']],
  ['beauty', ['sanne']],
  ['schoonheid', ['sanne']],
  ['make-up', ['sanne']],
  ['verzorging', ['sanne']],
  ['sport', ['lisa', 'piet']],
  ['fitness', ['lisa', 'piet']],
  ['mode', ['ines']],
  ['kleding', ['ines']],
  ['reizen', ['fleur']],
  ['huisdieren', ['anouk']],
  ['gamen', ['daan']],
  ['klussen', ['bram']],
  ['wonen', ['noor']],
  ['geld', ['sem']],
  ['muziek', ['julia']],
  ['ouderschap', ['mila']],
  ['technologie', ['omar']],
  ['visser', ['lisa']],
  ['vissr', ['lisa']],
  ['brouwr', ['mila']],
  ['ruimtevaart', []],
];

/** The list's page query before decision 041 (whole stemmed words, websearch syntax), as the service ran it. */
const WEBSEARCH_PAGE = `
  SELECT page.*, company.company_name AS "companyName", selected.name AS "selectedCreatorName",
         selected.profile_picture_url AS "selectedCreatorPicture"
    FROM (SELECT p.*, ts_rank(p.search_document, websearch_to_tsquery('dutch', $1)) AS rank, count(*) OVER () AS total
            FROM project p WHERE p.status = 'open' AND p.search_document @@ websearch_to_tsquery('dutch', $1)
           ORDER BY rank DESC, p.published_at DESC, p.id ASC LIMIT 20) page
    LEFT JOIN company ON company.id = page.owner_id
    LEFT JOIN creator selected ON selected.id = page.selected_creator_id
   ORDER BY page.rank DESC, page.published_at DESC, page.id ASC`;

function seedClient(databaseUrl, schema) {
  return new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
}

async function seedCurated(databaseUrl) {
  const projects = seedClient(databaseUrl, 'projects');
  await projects.connect();
  const ids = {};
  try {
    for (const [key, [title, companyName, description]] of Object.entries(PROJECTS)) {
      const owner = randomUUID();
      await projects.query(`INSERT INTO company (id, company_name) VALUES ($1, $2)`, [owner, companyName]);
      const { rows } = await projects.query(
        `INSERT INTO project (owner_id, status, title, description, category, content_type, budget_cents, deadline, published_at)
         VALUES ($1, 'open', $2, $3, 'other', 'beide', 50000, now() + interval '30 days', now()) RETURNING id`,
        [owner, title, description],
      );
      ids[rows[0].id] = key;
    }
  } finally {
    await projects.end();
  }
  const identity = seedClient(databaseUrl, 'identity');
  await identity.connect();
  try {
    for (const [key, [firstName, lastName, niches, bio]] of Object.entries(CREATORS)) {
      const { rows } = await identity.query(
        `INSERT INTO app_user (role, email, first_name, last_name, niches, bio, city)
         VALUES ('creator', $1, $2, $3, $4, $5, 'Utrecht') RETURNING id`,
        [`${key}-${randomUUID()}@bench.example`, firstName, lastName, niches, bio],
      );
      ids[rows[0].id] = key;
    }
  } finally {
    await identity.end();
  }
  return ids;
}

/** Everyday assignments in the same words companies use, so the search has real competition and real matches. */
const seedFiller = (databaseUrl, count) =>
  seedOpenProjects(databaseUrl, count, {
    products: [...PRODUCTS, 'rugzakken', 'kinderkleding', 'sportschoenen', 'keukenmessen', 'tuinmeubelen', 'zonnebrillen'],
    categories: ['other'],
  });

async function search(baseUrl, route, query) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/${route}?search=${encodeURIComponent(query)}&limit=50`, {
    headers: BYPASS_SHARED_CACHE,
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${route} ${query}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, ids: (body.projects ?? body.creators).map((item) => item.id ?? item._id) };
}

/** Micro-averaged over the set: found expected hits / expected hits, and expected hits / everything answered. */
async function quality(baseUrl, route, queries, ids) {
  let expected = 0;
  let found = 0;
  let answered = 0;
  const misses = [];
  const strays = [];
  for (const [query, want] of queries) {
    const { ids: got } = await search(baseUrl, route, query);
    const keys = got.map((id) => ids[id]);
    const hits = want.filter((key) => keys.includes(key));
    expected += want.length;
    found += hits.length;
    answered += keys.length;
    if (hits.length < want.length) misses.push(`${query} (missed ${want.filter((key) => !hits.includes(key)).join(', ')})`);
    const wrong = keys.filter((key) => !want.includes(key));
    if (wrong.length > 0) strays.push(`${query} (+${wrong.join(', ')})`);
  }
  return { queries: queries.length, recall: found / expected, precision: answered === 0 ? 1 : found / answered, misses, strays };
}

function printQuality(title, result) {
  console.log(
    `${title}: ${result.queries} queries, recall ${result.recall.toFixed(2)}, precision ${result.precision.toFixed(2)}`,
  );
  if (result.misses.length > 0) console.log(`  missed: ${result.misses.join('; ')}`);
  if (result.strays.length > 0) console.log(`  also answered: ${result.strays.join('; ')}`);
}

const workDir = await mkdtemp(path.join(os.tmpdir(), 'clipwerk-bench-search-'));
const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres') });
await postgres.createDatabase('bench');
const databaseUrl = postgres.url('bench');
try {
  const gateway = await startEmbeddedGateway(databaseUrl, workDir);
  try {
    const ids = await seedCurated(databaseUrl);
    console.log(`\nsearch quality — ${Object.keys(PROJECTS).length} projects, ${Object.keys(CREATORS).length} creators`);
    printQuality('projects (GET /api/projects?search=)', await quality(gateway.url, 'projects', PROJECT_QUERIES, ids));
    printQuality(
      'creators (GET /api/users/creators?search=)',
      await quality(gateway.url, 'users/creators', CREATOR_QUERIES, ids),
    );

    await seedFiller(databaseUrl, FILLER);
    // The statements the service sends for each query (as `search` asks it), recorded from its own code.
    const statements = await projectListStatements(
      databaseUrl,
      PROJECT_QUERIES.map(([query]) => ({ search: query, limit: '50' })),
    );
    const timings = [];
    const database = [];
    const before = [];
    const client = seedClient(databaseUrl, 'projects');
    await client.connect();
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [index, [query]] of PROJECT_QUERIES.entries()) {
          timings.push((await search(gateway.url, 'projects', query)).ms);
          // The same SQL straight to PostgreSQL: what the search itself costs, without the HTTP stack.
          const started = performance.now();
          await replay(client, statements[index]);
          database.push(performance.now() - started);
          // The search as it was (whole stemmed words only), on the same rows: this machine's floor for ranking.
          const old = performance.now();
          await client.query(WEBSEARCH_PAGE, [query]);
          before.push(performance.now() - old);
        }
      }
    } finally {
      await client.end();
    }
    const figures = (values) => [50, 95, 99].map((p) => `p${p} ${percentile(values, p).toFixed(1)} ms`).join(', ');
    console.log(`\nwith ${FILLER.toLocaleString('en')} more open projects (inserted with SQL)`);
    console.log(
      `GET /api/projects?search=, ${timings.length} requests (${PROJECT_QUERIES.length} queries × ${ROUNDS}), one at a time, ` +
        `every request to PostgreSQL: ${figures(timings)} (target p99 < 50 ms): ${verdict(percentile(timings, 99) < 50)}`,
    );
    console.log(
      `the service's statements alone (pg client, recorded from its code), ${database.length} queries: ${figures(database)}`,
    );
    console.log(`before: websearch_to_tsquery page query alone, ${before.length} queries: ${figures(before)}`);
    const load = os.loadavg().map((value) => value.toFixed(2));
    console.log(`load average (1, 5, 15 min): ${load.join(' ')}`);
  } finally {
    await gateway.stop();
  }
} finally {
  await postgres.stop();
  await rm(workDir, { recursive: true, force: true });
}
