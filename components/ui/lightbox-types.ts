/** A picture the lightbox can show: serialisable, built by server components from our own types. */
export type LightboxImage = {
  id: number | string;
  src: string;
  width: number;
  height: number;
  alt: string;
};

export type LightboxLabels = {
  close: string;
  previous: string;
  next: string;
  /** Spec: 'The image cannot be loaded'. */
  imageError: string;
  zoomIn: string;
  zoomOut: string;
  gallery: string;
};

/** `#gid=<gallery>&pid=<picture>`: the address of an open picture, so a shared link reopens it. */
export function pictureHash(galleryId: string, pictureId: number | string): string {
  return `#gid=${encodeURIComponent(galleryId)}&pid=${encodeURIComponent(String(pictureId))}`;
}

export function parsePictureHash(hash: string): { galleryId: string; pictureId: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const galleryId = params.get('gid');
  const pictureId = params.get('pid');
  return galleryId && pictureId ? { galleryId, pictureId } : null;
}
