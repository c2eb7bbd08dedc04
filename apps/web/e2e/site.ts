/** The demo accounts' password (the seed's). */
export const PASSWORD = 'demo1234';
export const PORT = Number(process.env.E2E_PORT ?? 8181);

/** The portal of an institute, by host name (apex.localhost resolves here in Chromium). */
export const site = (host = 'localhost') => `http://${host}:${PORT}`;
