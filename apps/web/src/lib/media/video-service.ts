/**
 * The video service's base address (the server's VIDEO_BASE_URL, by default mounted at /api/video).
 * The login answer does not name it, unlike the product and exam desk services, so the default is used.
 */
export const VIDEO_SERVICE_URL = '/api/video';
