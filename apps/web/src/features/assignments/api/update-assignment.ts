import { HEADER_SOURCE, HEADER_TIME_ZONE, SOURCE_WEB } from '@portal/shared/api/headers';
import type { SubmissionPayload } from '@portal/shared/assignments/schema';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { endSession } from '@/lib/logout';
import type { Session } from '@/lib/session';
import { instituteTimeZone } from '@/lib/time-zone';

export interface UploadProgress {
  /** Bytes of the whole request body sent so far, and its size. */
  loaded: number;
  total: number;
}

export interface UploadHandle {
  done: Promise<{ message: string }>;
  cancel: () => void;
}

const URL = '/api/v2/onlineAssignment/student/updateAssignment';

/**
 * POST updateAssignment as multipart (files parts, then the fileJson part) over XMLHttpRequest,
 * which reports upload progress (fetch does not). A 403 goes to the same logout as every call.
 */
export function updateAssignment(
  session: Session,
  payload: SubmissionPayload,
  files: readonly File[],
  onProgress: (progress: UploadProgress) => void,
): UploadHandle {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  form.append('fileJson', JSON.stringify(payload));
  const xhr = new XMLHttpRequest();
  const done = new Promise<{ message: string }>((resolve, reject) => {
    xhr.open('POST', URL);
    xhr.setRequestHeader('Authorization', session.student_auth);
    xhr.setRequestHeader(HEADER_SOURCE, SOURCE_WEB);
    xhr.setRequestHeader(HEADER_TIME_ZONE, instituteTimeZone());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const body = xhr.response as { message?: unknown } | null;
      const message = typeof body?.message === 'string' ? body.message : undefined;
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ message: message ?? '' });
      if (xhr.status === 403) {
        endSession({ message: message ?? i18n.t('common:network.other') });
        return reject(
          new ApiError({ status: 403, serverMessage: message, gotResponse: true, handled: true }),
        );
      }
      reject(new ApiError({ status: xhr.status, serverMessage: message, gotResponse: true }));
    };
    xhr.onerror = () => reject(new ApiError({ gotResponse: false }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
