import type { App } from '../../app';

/** The video service ({video} base address): Vimeo download links. */
export async function videoServiceRoutes(_app: App): Promise<void> {}
