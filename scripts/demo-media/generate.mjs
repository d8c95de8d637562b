// Draws the demo marketplace's media: a portrait per demo creator, a logo per demo company, and a poster and a
// short clip per portfolio item. Everything is drawn by the code in this folder and rendered by headless
// Chromium (JPEG from a canvas, WebM from MediaRecorder), so nothing comes from elsewhere.
// Run from the repository root: node scripts/demo-media/generate.mjs
import { readFile, mkdir, writeFile, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logoSvg, portraitSvg } from './portraits.mjs';
import { sceneSvg } from './scenes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const demoDir = join(root, 'services/identity/src/infrastructure/demo');
const outDir = join(demoDir, 'media');
const { chromium } = createRequire(join(root, 'e2e/package.json'))('playwright-core');

/** The people behind the demo accounts, in the order of demo-accounts.ts (creator1 … creator12). */
const CREATOR_LOOKS = [
  {
    skin: 'light',
    hair: '#8a5a2b',
    hairStyle: 'long',
    eyes: 'blue',
    cloth: '#f2b5c4',
    top: 'turtleneck',
    bg: ['#ffe3e8', '#f7b9c6'],
    earrings: '#e7c36a',
  },
  {
    skin: 'fair',
    hair: '#3b2a20',
    hairStyle: 'quiff',
    eyes: 'brown',
    cloth: '#334155',
    top: 'hoodie',
    bg: ['#dbeafe', '#93c5fd'],
    glasses: '#1f2937',
  },
  { skin: 'light', hair: '#d9a441', hairStyle: 'bun', eyes: 'green', cloth: '#f4a261', top: 'tee', bg: ['#fff1d6', '#fbc98e'] },
  {
    skin: 'brown',
    hair: '#1c1410',
    hairStyle: 'buzz',
    eyes: 'dark',
    cloth: '#10b981',
    top: 'tee',
    bg: ['#d1fae5', '#6ee7b7'],
    thickBrows: true,
  },
  {
    skin: 'fair',
    hair: '#b5542c',
    hairStyle: 'wavy',
    eyes: 'hazel',
    cloth: '#e9edc9',
    top: 'denim',
    bg: ['#f1e4f3', '#d4b8e0'],
    earrings: '#f5f5f5',
  },
  {
    skin: 'medium',
    hair: '#2a1d15',
    hairStyle: 'short',
    eyes: 'brown',
    cloth: '#e76f51',
    top: 'tee',
    bg: ['#d4f1f4', '#75c9d3'],
  },
  {
    skin: 'olive',
    hair: '#1f1611',
    hairStyle: 'scarf',
    scarf: '#2a9d8f',
    eyes: 'dark',
    cloth: '#264653',
    top: 'scarf',
    bg: ['#fff7e6', '#ffd59e'],
  },
  {
    skin: 'light',
    hair: '#6b4a2e',
    hairStyle: 'short',
    eyes: 'blue',
    cloth: '#4b6584',
    top: 'denim',
    bg: ['#e7ecef', '#b8c4cc'],
    beard: true,
  },
  {
    skin: 'light',
    hair: '#e3c07a',
    hairStyle: 'ponytail',
    eyes: 'green',
    cloth: '#84a98c',
    top: 'tee',
    bg: ['#dff3ee', '#a8dcc9'],
  },
  {
    skin: 'deep',
    hair: '#120c09',
    hairStyle: 'curly',
    eyes: 'dark',
    cloth: '#6d597a',
    top: 'hoodie',
    bg: ['#3d405b', '#6d6a9c'],
  },
  {
    skin: 'fair',
    hair: '#4a2f1d',
    hairStyle: 'bob',
    eyes: 'hazel',
    cloth: '#f6bd60',
    top: 'turtleneck',
    bg: ['#fef9c3', '#fde68a'],
    earrings: '#e7c36a',
  },
  {
    skin: 'medium',
    hair: '#3a2a1e',
    hairStyle: 'short',
    eyes: 'brown',
    cloth: '#1e3a5f',
    top: 'blazer',
    shirt: '#dbeafe',
    bg: ['#eef2ff', '#c7d2fe'],
    glasses: '#7c4a1e',
  },
];

/** The demo companies' logos, by the local part of their e-mail address. */
const COMPANY_LOGOS = {
  demo: { bg: ['#fde2e4', '#f9bec7'], fg: '#7a2e3b', accent: '#ffffff', symbol: 'drop', word: 'Clipwerk Demo' },
  goedgemutst: { bg: ['#fff1d6', '#f6c177'], fg: '#7a4a12', accent: '#c2410c', symbol: 'hat', word: 'Goedgemutst' },
  veerkracht: { bg: ['#dbeafe', '#60a5fa'], fg: '#0b3a75', accent: '#f97316', symbol: 'spring', word: 'Veerkracht' },
};

const CLIP_SECONDS = 4;

async function demoContent() {
  const source = await readFile(join(demoDir, 'demo-accounts.ts'), 'utf8');
  const items = [...source.matchAll(/title: '([^']+)',\s*description: '[^']*',\s*slug: '([^']+)',\s*category: '([^']+)'/g)].map(
    ([, title, slug, category]) => ({ title, slug, category }),
  );
  const creators = [...source.matchAll(/firstName: '([^']+)',\s*lastName: '([^']+)'/g)].map(
    ([, first, last]) => `${first} ${last}`,
  );
  const companies = [...source.matchAll(/email: '([a-z]+)@clipwerk\.nl'/g)].map(([, local]) => local);
  return { items, creators, companies };
}

/** Runs in the page: an SVG drawn on a canvas, as JPEG bytes. */
async function svgToJpeg({ svg, width, height, quality }) {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  return [...new Uint8Array(await blob.arrayBuffer())];
}

/**
 * Runs in the page: the poster slowly zooming in, with a moving touch per category and the title fading in,
 * recorded from the canvas as WebM.
 */
async function recordClip({ svg, title, category, seconds, width, height }) {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const star = (x, y, r, fill) => {
    ctx.beginPath();
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    }
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
  };
  const pill = (w, background, font, colour, text) => {
    ctx.fillStyle = background;
    ctx.beginPath();
    ctx.roundRect(12, 12, w, 28, 14);
    ctx.fill();
    ctx.fillStyle = colour;
    ctx.font = font;
    ctx.fillText(text, 24, 31);
  };
  const draw = (t) => {
    const p = Math.min(t / seconds, 1);
    const zoom = 1 + 0.12 * p;
    ctx.save();
    ctx.translate(width / 2, height / 2);
    ctx.scale(zoom, zoom);
    ctx.translate(-width / 2 - 10 * p, -height / 2 + 6 * p);
    ctx.drawImage(image, 0, 0, width, height);
    ctx.restore();
    if (category === 'review') {
      for (let i = 0; i < 5; i++) if (t > 0.5 + i * 0.35) star(26 + i * 22, 26, 9, i < 4 || t > 2.8 ? '#fbbf24' : '#ffffff');
    } else if (category === 'unboxing') {
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2 + t;
        const r = 30 + ((t * 60 + i * 20) % 120);
        ctx.globalAlpha = Math.max(0, 1 - r / 150);
        star(width / 2 + Math.cos(a) * r, height * 0.45 + Math.sin(a) * r * 0.6, 4, ['#fde047', '#f472b6', '#60a5fa'][i % 3]);
      }
      ctx.globalAlpha = 1;
    } else if (category === 'tutorial') {
      pill(
        70,
        'rgba(17,24,39,0.75)',
        '600 13px DejaVu Sans, sans-serif',
        '#fff',
        `Stap ${Math.min(3, 1 + Math.floor(t / (seconds / 3)))}`,
      );
    } else if (category === 'testimonial') {
      ctx.globalAlpha = Math.min(1, t);
      pill(150, 'rgba(255,255,255,0.92)', 'italic 600 13px DejaVu Sans, sans-serif', '#111827', '“Echt een aanrader”');
      ctx.globalAlpha = 1;
    } else {
      ctx.fillStyle = 'rgba(255,255,255,0.35)';
      ctx.beginPath();
      ctx.arc(width * (0.15 + 0.7 * p), 30, 10, 0, Math.PI * 2);
      ctx.fill();
    }
    const fade = Math.min(1, Math.max(0, (t - 0.6) / 0.6));
    ctx.globalAlpha = fade;
    ctx.fillStyle = 'rgba(17,24,39,0.72)';
    ctx.fillRect(0, height - 40, width, 40);
    ctx.fillStyle = '#fff';
    ctx.font = '700 16px DejaVu Sans, sans-serif';
    ctx.fillText(title, 14, height - 14);
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#f97316';
    ctx.fillRect(0, height - 3, width * p, 3);
  };
  draw(0);
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 260_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t >= seconds) resolve();
      else setTimeout(tick, 20);
    };
    tick();
  });
  recorder.stop();
  await done;
  canvas.remove();
  return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
}

async function main() {
  const { items, creators, companies } = await demoContent();
  if (creators.length !== CREATOR_LOOKS.length)
    throw new Error(`${creators.length} demo creators but ${CREATOR_LOOKS.length} looks`);
  for (const company of companies) if (!COMPANY_LOGOS[company]) throw new Error(`No logo for demo company '${company}'`);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  const jpeg = async (name, svg, width, height, quality) =>
    writeFile(join(outDir, name), Buffer.from(await page.evaluate(svgToJpeg, { svg, width, height, quality })));

  for (const [index, looks] of CREATOR_LOOKS.entries()) {
    await jpeg(`creator${index + 1}.jpg`, portraitSvg(`p${index}`, looks), 320, 320, 0.86);
  }
  for (const company of companies) await jpeg(`${company}.jpg`, logoSvg(COMPANY_LOGOS[company]), 320, 320, 0.88);
  for (const { slug } of items) await jpeg(`${slug}.jpg`, sceneSvg(slug), 640, 360, 0.82);

  // A few clips at a time: each records in real time.
  const queue = [...items];
  const pages = await Promise.all([0, 1, 2].map(() => browser.newPage()));
  await Promise.all(
    pages.map(async (recorderPage) => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { slug, title, category } = item;
        const bytes = await recorderPage.evaluate(recordClip, {
          svg: sceneSvg(slug),
          title,
          category,
          seconds: CLIP_SECONDS,
          width: 384,
          height: 216,
        });
        await writeFile(join(outDir, `${slug}.webm`), Buffer.from(bytes));
      }
    }),
  );
  await browser.close();

  let total = 0;
  for (const name of await readdir(outDir)) total += (await readFile(join(outDir, name))).length;
  process.stdout.write(
    `${(await readdir(outDir)).length} files in ${outDir.slice(root.length + 1)}, ${(total / 1024 / 1024).toFixed(2)} MB\n`,
  );
}

await main();
