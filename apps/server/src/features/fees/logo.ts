import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { INSTITUTE_ASSETS } from '../../plugins/files';

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
