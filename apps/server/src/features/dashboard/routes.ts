import type { App } from '../../app';

/** Home: announcements (Notice board), banners and promo pictures. */
export async function dashboardRoutes(_app: App): Promise<void> {
  // Filled in by the dashboard work.
}
