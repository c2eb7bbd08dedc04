import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { INSTITUTE_ASSETS } from '../plugins/files';

/** Pixels of the square a logo is rasterised into (drawn at about 56 pt: sharp at 2x and more). */
const LOGO_PIXELS = 192;

const logos = new Map<string, Promise<Buffer | null>>();

async function readLogo(slug: string): Promise<Buffer | null> {
  const folder = path.join(INSTITUTE_ASSETS, slug);
  // pdfkit draws PNG and JPEG itself; the demo institutes ship SVG, rasterised once here.
  for (const name of ['logo.png', 'logo.jpg', 'logo.jpeg']) {
    const bytes = await fs.readFile(path.join(folder, name)).catch(() => null);
    if (bytes) return bytes;
  }
  const svg = await fs.readFile(path.join(folder, 'logo.svg')).catch(() => null);
  if (!svg) return null;
  return sharp(svg, { density: 216 }).resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'inside' }).png().toBuffer();
}

/**
 * An institute's logo as PNG or JPEG bytes for the receipt, read once per process; null when
 * it has none or it cannot be read (the receipt is drawn without it).
 */
export function instituteLogo(slug: string): Promise<Buffer | null> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) return Promise.resolve(null);
  let logo = logos.get(slug);
  if (!logo) {
    logo = readLogo(slug).catch(() => null);
    logos.set(slug, logo);
  }
  return logo;
}

const icons = new Map<string, Promise<Buffer | null>>();

/**
 * The institute's logo as a square PNG icon of `pixels` (the installable portal's icons), on a
 * white ground with a margin (safe for masks that crop to a circle); read and drawn once per size.
 */
export function instituteIcon(slug: string, pixels: number): Promise<Buffer | null> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) return Promise.resolve(null);
  const key = `${slug}:${pixels}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = drawIcon(slug, pixels).catch(() => null);
    icons.set(key, icon);
  }
  return icon;
}

async function drawIcon(slug: string, pixels: number): Promise<Buffer | null> {
  const folder = path.join(INSTITUTE_ASSETS, slug);
  const source =
    (await fs.readFile(path.join(folder, 'logo.svg')).catch(() => null)) ??
    (await fs.readFile(path.join(folder, 'logo.png')).catch(() => null));
  if (!source) return null;
  const inner = Math.round(pixels * 0.8);
  const logo = await sharp(source, { density: Math.max(72, Math.ceil((inner / 64) * 72)) })
    .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const margin = Math.floor((pixels - inner) / 2);
  return sharp(logo)
    .extend({
      top: margin,
      bottom: pixels - inner - margin,
      left: margin,
      right: pixels - inner - margin,
      background: '#ffffff',
    })
    .png()
    .toBuffer();
}
