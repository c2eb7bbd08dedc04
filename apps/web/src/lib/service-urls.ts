import type { Session } from './session';

/**
 * Base addresses of the spec's other services, as the login answer gives them
 * (the server's config); the defaults are the server's own defaults, for a session
 * stored before the login answer carried them.
 */
const strip = (base: string) => base.replace(/\/+$/, '');

export const examDeskUrl = (session: Session): string => strip(session.exam_desk_url || '/api/exam-desk');
export const testPanelUrl = (session: Session): string => strip(session.test_panel_url || '/test-panel');
export const scorePanelUrl = (session: Session): string => strip(session.score_panel_url || '/score-panel');
export const productUrl = (session: Session): string => strip(session.prodUrl || '/api/product');
