/** The media calls screens share: protected video, watch counts and history, file view, Vimeo links. */
export { getVimeoDownloadLinks, vimeoDownloadLinksQuery } from './download-links';
export type { VimeoDownloadLink } from './download-links';
export { downloadFile } from './download-file';
export { fetchFileView, fileViewQuery, useFileView } from './file-view';
export { decodePlaybackInfo, requestVideoOtp, VideoRefusedError } from './video-otp';
export type { VideoOtpRequest } from './video-otp';
export { VIDEO_SERVICE_URL } from './video-service';
export { allocateWatchHistory, updateWatchCount } from './watch';
