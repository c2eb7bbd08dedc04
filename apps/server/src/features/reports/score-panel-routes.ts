import type { App } from '../../app';

/**
 * The score panel's calls, under the configured score panel base (`{scorePanel}/api/*`):
 * the score card's launch key, its window token and card, and the solution report PDF.
 * Being built (issue 10).
 */
export async function scorePanelRoutes(_app: App): Promise<void> {}
