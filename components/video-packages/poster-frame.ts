import Cookies from 'js-cookie';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/auth/cookies';

/**
 * A poster frame for a lesson video, made in the tutor's browser (docs/decisions.md "Tutor video
 * packages"): the chosen file plays muted in a detached <video>, the frame at one second (or the
 * middle of a shorter clip) is drawn on a canvas and kept as a JPEG. Null when the browser cannot
 * decode the file; the server never decodes video.
 */
export async function posterFrame(file: File): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.src = url;
    await new Promise((resolve, reject) => {
      video.onloadeddata = resolve;
      video.onerror = reject;
    });
    const seeked = new Promise((resolve) => (video.onseeked = resolve));
    video.currentTime = Math.min(1, (Number.isFinite(video.duration) ? video.duration : 2) / 2);
    await seeked;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The frame through the tus endpoint as a picture upload; its upload id, or null when refused. */
export async function uploadPoster(frame: Blob): Promise<string | null> {
  const { Upload } = await import('tus-js-client');
  return new Promise((resolve) => {
    const upload = new Upload(frame, {
      endpoint: '/api/file/v1/upload-tus',
      metadata: { filename: 'poster.jpg', filetype: 'image/jpeg', purpose: 'picture' },
      headers: { [CSRF_HEADER]: Cookies.get(CSRF_COOKIE) ?? '' },
      onError: () => resolve(null),
      onSuccess: () => resolve(upload.url?.split('/').pop() ?? null),
    });
    upload.start();
  });
}
